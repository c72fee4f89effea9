import WidgetLanguage

/// Every name written in the module, from its tokens (and those inside string
/// interpolations), with what is right before and after it: enough to tell a
/// member (`x.name`), a declaration (`let name`) and a use apart.
struct NameOccurrence {
    var name: String
    var start: Int
    var end: Int
    /// A `.` comes right before the name: a member or an implicit member.
    var afterDot: Bool
    /// The token before, when it is a name (`let`, `var`, `func`, `case`, …).
    var previousWord: String?
    /// The token after is `:` (a parameter or a label) or `in` (a closure parameter).
    var nextToken: String?
}

enum NameOccurrences {
    static func collect(_ source: SourceFile, from start: Int = 0, to end: Int? = nil) -> [NameOccurrence] {
        var lexer = Lexer(file: source, start: start, end: end)
        let tokens = lexer.tokenize()
        var names: [NameOccurrence] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .identifier(let name):
                let previous = index > 0 ? tokens[index - 1] : nil
                let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                var nextText: String?
                if let next {
                    if case .punct(let p) = next.kind { nextText = p } else if let word = next.identifier { nextText = word }
                }
                names.append(NameOccurrence(name: name, start: token.start, end: token.end,
                                            afterDot: previous?.isPunct(".") ?? false, previousWord: previous?.identifier,
                                            nextToken: nextText))
            case .string(let parts):
                for case .interpolation(let from, let to) in parts where from < to {
                    names += collect(source, from: from, to: to)
                }
            default:
                break
            }
        }
        return names
    }
}

extension ModuleAnalysis {
    /// The name written at a module offset (its end counts: the cursor often sits after a word).
    func occurrence(at offset: Int) -> NameOccurrence? {
        names.first { $0.start <= offset && offset <= $0.end }
    }
}
