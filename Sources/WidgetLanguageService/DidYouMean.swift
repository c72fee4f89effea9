import LanguageServer
import WidgetLanguage

/// Quick fixes from the checker's suggestions: a diagnostic that ends with
/// "did you mean 'Text'?" and names the unknown word ('Txt') is fixed by
/// putting the suggestion where the word is in the diagnostic's range.
extension ModuleAnalysis {
    func codeActions(file index: Int, range: TextRange) -> [CodeAction] {
        let uri = FileURI.uri(module.files[index])
        var actions: [CodeAction] = []
        for diagnostic in result.diagnostics where isInDocument(diagnostic.range.start.offset) {
            let (file, diagnosticRange) = self.range(diagnostic.range)
            guard file == index, diagnosticRange.start <= range.end, range.start <= diagnosticRange.end,
                  let (word, replacement) = DidYouMean.words(diagnostic.message) else { continue }
            let start = diagnostic.range.start.offset, end = max(start, diagnostic.range.end.offset)
            guard end <= source.bytes.count else { continue }
            let text = String(decoding: source.bytes[start..<end], as: UTF8.self)
            guard let (at, length, newText) = DidYouMean.edit(in: text, word: word, replacement: replacement) else { continue }
            let editStart = start + at, editEnd = start + at + length
            let localStart = editStart - starts[file], localEnd = editEnd - starts[file]
            let edit = TextEdit(range: documents[file].range(ofOffsets: localStart, localEnd), newText: newText)
            let shown = LSPDiagnostic(range: diagnosticRange, severity: Self.severity(diagnostic.severity), source: "widgetry",
                                      message: diagnostic.message)
            actions.append(CodeAction(title: "Change '\(word)' to '\(replacement)'", kind: "quickfix", diagnostics: [shown],
                                      isPreferred: true, edit: WorkspaceEdit(changes: [uri: [edit]])))
        }
        return actions
    }
}

enum DidYouMean {
    /// The first quoted word of a message and the suggestion at its end:
    /// `unknown view 'Txt'; did you mean 'Text'?` gives `Txt` and `Text`.
    static func words(_ message: String) -> (word: String, replacement: String)? {
        guard let marker = message.range(of: "; did you mean '", options: .backwards), message.hasSuffix("'?") else { return nil }
        let replacement = String(message[marker.upperBound..<message.index(message.endIndex, offsetBy: -2)])
        let head = message[..<marker.lowerBound]
        guard let open = head.firstIndex(of: "'") else { return nil }
        let rest = head[head.index(after: open)...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        let word = String(rest[..<close])
        guard !word.isEmpty, !replacement.isEmpty, word != replacement else { return nil }
        return (word, replacement)
    }

    /// Where `word` is in `text` (bytes from its start, and its length) and what replaces it.
    /// A word quoted with its dot (`'.bld'`) is also found without it.
    static func edit(in text: String, word: String, replacement: String) -> (at: Int, length: Int, newText: String)? {
        func find(_ word: String) -> Int? {
            guard let found = text.range(of: word) else { return nil }
            return text.utf8.distance(from: text.startIndex, to: found.lowerBound)
        }
        if let at = find(word) { return (at, word.utf8.count, replacement) }
        if word.hasPrefix("."), replacement.hasPrefix("."), let at = find(String(word.dropFirst())) {
            return (at, word.utf8.count - 1, String(replacement.dropFirst()))
        }
        return nil
    }
}
