import Foundation
import Testing
import LanguageServer
import WidgetTestSupport

/// Robustness on broken code: random edits (half words, unbalanced brackets
/// and quotes, emoji, deleted spans) are replayed against a real server, and
/// after each one every kind of request is asked somewhere in the file. Each
/// must be answered (a result or a protocol error) within two seconds, and
/// the server must still be running at the end; the diagnostics it publishes
/// must be for the text as edited (their ranges inside it).
@Suite(.serialized) struct RandomEditTests {
    static let snippets = ["{", "}", "(", ")", "[", "]", "\"", ".", ":", ",", "\n", " ", "Text(", "VStack {", ".padding(",
                           "let x = ", "entry.", "todo.", "Image(systemName: \"", "if ", "else", "$0", "\\(", "😀", "é",
                           "model ", "widget W {", "func f() -> Int {", "return ", "?? ", "!", "@Parameter", "//", "/*"]

    static let methods = ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/references",
                          "textDocument/documentSymbol", "textDocument/formatting", "textDocument/codeAction"]

    @Test(arguments: [("todo.widget", UInt64(1)), ("team.widget", UInt64(2)), ("symbols.widget", UInt64(3))])
    func everyRequestAnswersWhileTheFileIsEditedAtRandom(name: String, seed: UInt64) throws {
        let text = try String(contentsOfFile: PackagePaths.path("widgets/" + name), encoding: .utf8)
        let server = try ServerProcess()
        try server.initialize()
        let uri = try server.open("/tmp/lsp-random-\(seed)/\(name)", text: text)
        var document = TextDocument(uri: uri, version: 1, text: text)
        var random = SplitMix64(seed: 0xED17_0000 &+ seed)
        for step in 0..<80 {
            let change = Self.randomChange(document, &random)
            document.apply(change)
            document.version += 1
            var json: [String: JSON] = ["text": .string(change.text)]
            if let range = change.range { json["range"] = try JSON(encoding: range) }
            server.notify("textDocument/didChange", LSP.change(uri, version: document.version, [.object(json)]))
            for _ in 0..<2 {
                let method = random.pick(Self.methods)
                let position = Self.randomPosition(document, &random)
                let params: JSON = .object([
                    "textDocument": .object(["uri": .string(uri)]), "position": try JSON(encoding: position),
                    "range": .object(["start": try JSON(encoding: position), "end": try JSON(encoding: position)]),
                    "context": .object(["diagnostics": .array([]), "includeDeclaration": .bool(true)]),
                    "options": .object(["tabSize": .number(4), "insertSpaces": .bool(true)]),
                ])
                let answer: JSON
                do { answer = try server.call(method, params, timeout: 2) } catch {
                    Issue.record("step \(step) (\(name), seed \(seed)): \(method) at \(position) was not answered: \(error)\n--- text ---\n\(document.text.prefix(3000))")
                    return
                }
                #expect(answer["result"] != nil || answer["error"]?["code"]?.int == -32803, "\(method): \(answer)")
            }
        }
        // The last diagnostics are for the last text, inside it.
        let published = try server.diagnostics(for: uri, version: document.version)
        let lastLine = document.lineStarts.count - 1
        for diagnostic in published["diagnostics"]?.array ?? [] {
            #expect((diagnostic["range"]?["end"]?["line"]?.int ?? 0) <= lastLine)
        }
        #expect(server.shutDown() == 0)
    }

    static func randomPosition(_ document: TextDocument, _ random: inout SplitMix64) -> Position {
        // Mostly inside the text, sometimes past a line's end or the last line.
        let line = random.below(document.lineStarts.count + 1)
        return Position(line: line, character: random.below(random.below(4) == 0 ? 200 : 40))
    }

    static func randomChange(_ document: TextDocument, _ random: inout SplitMix64) -> TextDocumentContentChangeEvent {
        let start = randomPosition(document, &random)
        switch random.below(4) {
        case 0:  // delete a span
            let end = Position(line: start.line + random.below(3), character: random.below(30))
            return TextDocumentContentChangeEvent(range: TextRange(start: start, end: max(start, end)), text: "")
        case 1:  // replace a span with a snippet
            let end = Position(line: start.line, character: start.character + random.below(8))
            return TextDocumentContentChangeEvent(range: TextRange(start: start, end: end), text: random.pick(snippets))
        default:  // type a snippet
            return TextDocumentContentChangeEvent(range: TextRange(start: start, end: start), text: random.pick(snippets))
        }
    }
}
