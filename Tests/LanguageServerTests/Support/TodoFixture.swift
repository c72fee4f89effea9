import Foundation
import LanguageServer
import WidgetTestSupport

/// `widgets/todo.widget` opened in a server, and positions found by the text
/// on their line (so the tests do not break when the file moves by a line).
struct TodoFixture {
    let server: ServerProcess
    let uri: String
    let lines: [String]

    init(text: String? = nil) throws {
        let path = PackagePaths.path("widgets/todo.widget")
        let content = try text ?? String(contentsOfFile: path, encoding: .utf8)
        lines = content.components(separatedBy: "\n")
        server = try ServerProcess()
        try server.initialize()
        uri = try server.open("/tmp/lsp-fixture-\(UUID().uuidString)/todo.widget", text: content)
    }

    /// The position of `needle` (plus `offset` UTF-16 units) on the first line containing `line`.
    func position(_ line: String, _ needle: String, offset: Int = 0) throws -> (Int, Int) {
        guard let row = lines.firstIndex(where: { $0.contains(line) }), let found = lines[row].range(of: needle) else {
            throw ServerProcess.Failure("no '\(needle)' on a line with '\(line)'")
        }
        return (row, lines[row].utf16.distance(from: lines[row].startIndex, to: found.lowerBound) + offset)
    }

    func ask(_ method: String, at position: (Int, Int)) throws -> JSON {
        try server.call(method, LSP.at(uri, position.0, position.1))["result"] ?? .null
    }

    /// The labels of a completion list, best ranked first.
    func completionLabels(at position: (Int, Int)) throws -> [String] {
        let items = try ask("textDocument/completion", at: position)["items"]?.array ?? []
        return items.sorted { ($0["sortText"]?.string ?? "") < ($1["sortText"]?.string ?? "") }.compactMap { $0["label"]?.string }
    }
}
