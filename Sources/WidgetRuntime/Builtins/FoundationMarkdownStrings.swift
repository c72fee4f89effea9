import Foundation
import WidgetLanguage

/// Foundation's `AttributedString`: held as its text (attributes are not drawn). Made from a String,
/// or from Markdown with `AttributedString(markdown:options:)`, which keeps the text Markdown marks:
/// `**bold**`, `_emphasis_`, `~~struck~~` and `` `code` `` lose their marks, a link `[text](url)` is its
/// text, a backslash escape is the character it escapes. With the default (full) syntax a heading's `#`,
/// a list's marker and a quote's `>` go too and blocks follow one another without a separator, as
/// Foundation's characters do (their layout is in attributes); `.inlineOnly` makes each run of white
/// space one space; `.inlineOnlyPreservingWhitespace` keeps the text's white space as written.
enum FoundationMarkdownStrings {
    static let typeName = "AttributedString"
    static let optionsTypeName = "AttributedString.MarkdownParsingOptions"
    static let syntaxTypeName = "AttributedString.MarkdownParsingOptions.InterpretedSyntax"

    static func register(in registry: inout BuiltinRegistry) {
        // Its values are Strings; its type is its own, so `characters` and the other members are AttributedString's.
        let instance = SemanticType.named(typeName)
        let type = BuiltinType(typeName, instance: instance) { _ in .string("") }
        type.sampleSource = "AttributedString(\"a\")"
        type.valuesCarryAnotherType = true
        type.add(.init(typeName, .initializer, ["", "_:String", "stringLiteral:String",
                                                "markdown:String options?:AttributedString.MarkdownParsingOptions baseURL?:URL"],
                       result: instance, note: "its text: attributes are not drawn; Markdown is read as the text its marks leave; two add up to their texts") { i, _, args, r in
            if let markdown = args.value("markdown") {
                let source = try i.string(markdown, r)
                try i.charge(source.utf8.count, at: r)
                return .string(text(ofMarkdown: source, syntax: syntax(args.value("options"), i)))
            }
            return .string(try i.describeCharged(args.first?.value ?? args.value("stringLiteral") ?? .string(""), at: r))
        })
        type.add(.init("characters", .property, result: .string, note: "the text, as a String") { i, v, _, r in .string(try i.string(v, r)) })
        type.add(.init("MarkdownParsingOptions", .staticMethod,
                       ["allowsExtendedAttributes?:Bool interpretedSyntax?:AttributedString.MarkdownParsingOptions.InterpretedSyntax "
                        + "failurePolicy?:AttributedString.MarkdownParsingOptions.FailurePolicy languageCode?:String"],
                       result: .named(optionsTypeName)) { _, _, args, _ in
            .member(name: "markdownParsingOptions", arguments: [args.value("interpretedSyntax") ?? .member(name: "full", arguments: [])])
        })
        registry.register(type: type, byInstance: false)
        let options = BuiltinType(optionsTypeName, instance: .named(optionsTypeName)) { _ in
            .member(name: "markdownParsingOptions", arguments: [.member(name: "full", arguments: [])])
        }
        options.sampleSource = "AttributedString.MarkdownParsingOptions(interpretedSyntax: .inlineOnly)"
        registry.register(type: options)
        registry.register(type: FoundationDates.enumeration(syntaxTypeName, ["full", "inlineOnly", "inlineOnlyPreservingWhitespace"]))
        registry.register(type: FoundationDates.enumeration("AttributedString.MarkdownParsingOptions.FailurePolicy",
                                                            ["throwError", "returnPartiallyParsedIfPossible"]))
    }

    enum Syntax { case full, inlineOnly, inlineOnlyPreservingWhitespace }

    static func syntax(_ options: Value?, _ i: Interpreter) -> Syntax {
        guard case .member("markdownParsingOptions", let arguments)? = options else { return .full }
        switch i.caseName(arguments.first) {
        case "inlineOnly": return .inlineOnly
        case "inlineOnlyPreservingWhitespace": return .inlineOnlyPreservingWhitespace
        default: return .full
        }
    }

    /// The characters Foundation's Markdown reading leaves of `source`.
    static func text(ofMarkdown source: String, syntax: Syntax) -> String {
        switch syntax {
        case .inlineOnlyPreservingWhitespace:
            return inlineText(source)
        case .inlineOnly:
            return inlineText(collapsingWhiteSpace(source))
        case .full:
            // Blocks (separated by blank lines) lose their markers and follow one another; the lines of one are one line.
            var blocks: [String] = [], current: [String] = []
            for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty {
                    if !current.isEmpty { blocks.append(current.joined(separator: " ")); current = [] }
                    continue
                }
                let unmarked = withoutBlockMarker(trimmed)
                // A heading or an item of a list is a block of its own.
                if unmarked.count != trimmed.count, !trimmed.hasPrefix(">"), !current.isEmpty {
                    blocks.append(current.joined(separator: " "))
                    current = []
                }
                current.append(unmarked)
            }
            if !current.isEmpty { blocks.append(current.joined(separator: " ")) }
            return blocks.map { inlineText(collapsingWhiteSpace($0)) }.joined()
        }
    }

    /// A line without the `#`s of a heading, the marker of a list item (`-`, `*`, `+`, `1.`) or a quote's `>`.
    static func withoutBlockMarker(_ line: String) -> String {
        var rest = Substring(line)
        if rest.hasPrefix("#") {
            let marks = rest.prefix { $0 == "#" }
            if marks.count <= 6, rest.dropFirst(marks.count).first == " " { return String(rest.dropFirst(marks.count + 1)) }
        }
        while rest.hasPrefix(">") { rest = rest.dropFirst().drop { $0 == " " } }
        for marker in ["- ", "* ", "+ "] where rest.hasPrefix(marker) { return String(rest.dropFirst(2)) }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count < 10, rest.dropFirst(digits.count).hasPrefix(". ") || rest.dropFirst(digits.count).hasPrefix(") ") {
            return String(rest.dropFirst(digits.count + 2))
        }
        return String(rest)
    }

    static func collapsingWhiteSpace(_ text: String) -> String {
        var out = "", pending = false
        for character in text {
            if character.isWhitespace { pending = !out.isEmpty; continue }
            if pending { out.append(" "); pending = false }
            out.append(character)
        }
        return out
    }

    /// Inline Markdown's text: emphasis, strike-through and code marks dropped, a link or image its text, escapes resolved.
    static func inlineText(_ source: String) -> String {
        let characters = Array(source)
        var out = "", index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && characters[index + 1].isPunctuationOrSymbol:
                out.append(characters[index + 1])
                index += 2
            case "`":
                // A code span: its text as written, marks inside it included.
                let run = characters[index...].prefix { $0 == "`" }.count
                if let close = closingRun(of: "`", count: run, in: characters, from: index + run) {
                    out += String(characters[(index + run)..<close]).trimmingCharacters(in: .whitespaces)
                    index = close + run
                } else {
                    out += String(repeating: "`", count: run)
                    index += run
                }
            case "*", "_", "~":
                // A run of marks that opens or closes emphasis: dropped. A lone `_` inside a word is a letter.
                let run = characters[index...].prefix { $0 == character }.count
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + run < characters.count ? characters[index + run] : " "
                let inWord = character == "_" && before.isLetter && after.isLetter
                if inWord || (before.isWhitespace && after.isWhitespace) || (character == "~" && run == 1) {
                    out += String(repeating: character, count: run)
                }
                index += run
            case "!" where index + 1 < characters.count && characters[index + 1] == "[":
                index += 1
            case "[":
                if let (text, end) = link(in: characters, at: index) {
                    out += inlineText(text)
                    index = end
                } else {
                    out.append(character)
                    index += 1
                }
            default:
                out.append(character)
                index += 1
            }
        }
        return out
    }

    /// `[text](destination)` starting at `start`: its text and the index after it.
    static func link(in characters: [Character], at start: Int) -> (String, Int)? {
        var depth = 0, index = start
        while index < characters.count {
            if characters[index] == "[" { depth += 1 }
            if characters[index] == "]" { depth -= 1; if depth == 0 { break } }
            index += 1
        }
        guard index + 1 < characters.count, characters[index + 1] == "(",
              let close = characters[(index + 1)...].firstIndex(of: ")") else { return nil }
        return (String(characters[(start + 1)..<index]), close + 1)
    }

    static func closingRun(of mark: Character, count: Int, in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            let run = characters[index...].prefix { $0 == mark }.count
            if run == count { return index }
            index += max(run, 1)
        }
        return nil
    }
}

private extension Character {
    var isPunctuationOrSymbol: Bool { isASCII && (isPunctuation || isSymbol) }
}
