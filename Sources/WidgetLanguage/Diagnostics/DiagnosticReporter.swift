import TerminalSafety

/// Renders diagnostics the way compilers do:
///
///     widgets/todo.widget:12:9: error: unknown view 'Txt'; did you mean 'Text'?
///         Txt("hello")
///         ^~~
///
/// Messages and echoed source lines can hold any character, so the text is
/// made terminal-safe (`SafeText.visible`: `␛`, `\u{9B}`, `⟨U+202E⟩`).
public struct DiagnosticReporter: Sendable {
    public let file: SourceFile

    public init(file: SourceFile) { self.file = file }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = "\(file.path):\(diagnostic.range.start.line):\(diagnostic.range.start.column): "
        out += "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        out += excerpt(diagnostic.range)
        for note in diagnostic.notes {
            if let range = note.range {
                out += "\(file.path):\(range.start.line):\(range.start.column): note: \(note.message)\n"
                out += excerpt(range)
            } else {
                out += "note: \(note.message)\n"
            }
        }
        return SafeText.visible(out)
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    /// The source line and a caret line (`^~~~` under the range, cut at the end of the line).
    func excerpt(_ range: SourceRange) -> String {
        let line = file.lineText(range.start.line)
        let lineCharacters = Array(line.unicodeScalars)
        let startColumn = max(1, range.start.column)
        var caret = ""
        for i in 0..<min(startColumn - 1, lineCharacters.count) {
            caret += lineCharacters[i] == "\t" ? "\t" : String(repeating: " ", count: SafeText.replacement(lineCharacters[i])?.count ?? 1)
        }
        if startColumn - 1 > lineCharacters.count {
            caret += String(repeating: " ", count: startColumn - 1 - lineCharacters.count)
        }
        caret += "^"
        let endColumn = range.end.line == range.start.line ? range.end.column : lineCharacters.count + 1
        let tildes = min(endColumn, lineCharacters.count + 1) - startColumn - 1
        if tildes > 0 { caret += String(repeating: "~", count: tildes) }
        return "\(line)\n\(caret)\n"
    }
}
