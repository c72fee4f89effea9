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
        var out = "\(file.describe(diagnostic.range.start)): "
        out += "\(diagnostic.severity.rawValue): \(diagnostic.message)\n"
        out += excerpt(diagnostic.range)
        for note in diagnostic.notes {
            if let range = note.range {
                out += "\(file.describe(range.start)): note: \(note.message)\n"
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

    /// At most this many columns of a source line are shown: a longer line is
    /// cut around the caret, with `…` where text is left out.
    public static let maxExcerptColumns = 160
    /// How many of them come before the caret in a cut line.
    static let columnsBeforeCaret = 60

    /// The source line and a caret line (`^~~~` under the range, cut at the end of
    /// the line). A line longer than `maxExcerptColumns` is shown as a window of that
    /// many characters around the caret, found from the byte offsets, so a
    /// megabyte-long line costs no more than a short one.
    func excerpt(_ range: SourceRange) -> String {
        let bytes = file.bytes, starts = file.lineStarts
        let index = range.start.line - 1
        guard index >= 0, index < starts.count else {
            return "\n" + String(repeating: " ", count: max(0, range.start.column - 1)) + "^\n"
        }
        let lineStart = starts[index]
        var lineEnd = index + 1 < starts.count ? starts[index + 1] - 1 : bytes.count
        if lineEnd > lineStart, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        func characters(_ from: Int, _ to: Int) -> Int {
            var count = 0
            for offset in from..<to where bytes[offset] & 0xC0 != 0x80 { count += 1 }
            return count
        }
        let caretOffset = min(max(range.start.offset, lineStart), lineEnd)
        let fits = lineEnd - lineStart <= Self.maxExcerptColumns || characters(lineStart, lineEnd) <= Self.maxExcerptColumns
        var windowStart = lineStart, windowEnd = lineEnd
        if !fits {
            var before = 0
            windowStart = caretOffset
            while windowStart > lineStart, before < Self.columnsBeforeCaret {
                windowStart -= 1
                if bytes[windowStart] & 0xC0 != 0x80 { before += 1 }
            }
            var shown = before
            windowEnd = caretOffset
            while windowEnd < lineEnd, shown < Self.maxExcerptColumns {
                windowEnd += 1
                while windowEnd < lineEnd, bytes[windowEnd] & 0xC0 == 0x80 { windowEnd += 1 }
                shown += 1
            }
        }
        let cutBefore = windowStart > lineStart, cutAfter = windowEnd < lineEnd
        var line = cutBefore ? "…" : ""
        line += String(decoding: bytes[windowStart..<windowEnd], as: UTF8.self)
        if cutAfter { line += "…" }

        var caret = cutBefore ? " " : ""
        for scalar in String(decoding: bytes[windowStart..<caretOffset], as: UTF8.self).unicodeScalars {
            caret += scalar == "\t" ? "\t" : String(repeating: " ", count: SafeText.replacement(scalar)?.count ?? 1)
        }
        if fits {
            // A place past the end of its line (a missing token at the end of the file).
            caret += String(repeating: " ", count: max(0, range.start.column - 1 - characters(lineStart, caretOffset)))
        }
        caret += "^"
        let rangeEnd = range.end.line == range.start.line ? min(max(range.end.offset, caretOffset), windowEnd) : windowEnd
        let underlined = characters(caretOffset, rangeEnd)
        if underlined > 1 { caret += String(repeating: "~", count: underlined - 1) }
        return "\(line)\n\(caret)\n"
    }
}
