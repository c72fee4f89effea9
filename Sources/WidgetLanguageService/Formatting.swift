import LanguageServer
import WidgetLanguage

/// `textDocument/formatting` of a `.widget` file: `widgetry fmt`'s layout, as
/// one edit of the whole text. Swift keeps its own layout (nil: no edits).
enum DocumentFormatting {
    static func edits(_ document: TextDocument, path: String) throws -> [TextEdit]? {
        guard !path.hasSuffix(".swift") else { return nil }
        let formatted: String
        do {
            formatted = try WidgetFormatter.format(SourceFile(path: path, text: document.text))
        } catch let failure as WidgetFormatter.Failure {
            // The protocol's RequestFailed: the editor shows why (the file has syntax errors).
            throw ResponseError(code: -32803, message: failure.message)
        }
        guard formatted != document.text else { return [] }
        return [TextEdit(range: document.range(ofOffsets: 0, document.bytes.count), newText: formatted)]
    }
}
