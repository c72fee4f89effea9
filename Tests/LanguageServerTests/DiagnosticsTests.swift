import Foundation
import Testing
import LanguageServer
import WidgetTestSupport

/// The diagnostics the server publishes are `widgetry check`'s: the same
/// messages at the same places, for every file of a module.
@Suite(.serialized) struct DiagnosticsTests {
    /// Widget files with mistakes of every kind (the diagnostics goldens of the
    /// parser and the checker), and the seed widgets.
    static let files: [String] = PackagePaths.files(in: "Tests/WidgetLanguageTests/Diagnostics", withExtension: "widget")
        + PackagePaths.files(in: "Tests/WidgetRuntimeTests/Diagnostics", withExtension: "widget")
        + PackagePaths.files(in: "widgets", withExtension: "widget")

    @Test func filesWithMistakesGetCheckDiagnostics() throws {
        #expect(Self.files.count >= 80)
        let server = try ServerProcess()
        try server.initialize()
        var compared = 0
        for path in Self.files {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let uri = try server.open(path, text: text)
            let published = try server.diagnostics(for: uri, version: 1)
            let fromServer = (published["diagnostics"]?.array ?? []).compactMap { CheckedDiagnostic.fromServer($0, file: path, text: text) }
            let fromCheck = try CheckedDiagnostic.fromCheck(path, files: [path])
            #expect(fromServer == fromCheck, "\(path)")
            compared += fromCheck.count
            server.notify("textDocument/didClose", LSP.document(uri))
        }
        #expect(compared >= 75)
        #expect(server.shutDown() == 0)
    }

    @Test func aSwiftFileIsCheckedWithItsFolder() throws {
        let folder = PackagePaths.temporaryDirectory("lsp-module")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = PackagePaths.path("widgets/swift/ToDoWidget")
        for name in try FileManager.default.contentsOfDirectory(atPath: source) {
            try FileManager.default.copyItem(atPath: source + "/" + name, toPath: folder.appendingPathComponent(name).path)
        }
        let model = folder.appendingPathComponent("ToDo.swift").path
        let view = folder.appendingPathComponent("ToDoWidget.swift").path
        let server = try ServerProcess()
        try server.initialize()
        // Opening the model publishes for every file of the module: the view, which uses it, is clean.
        let modelText = try String(contentsOfFile: model, encoding: .utf8)
        let modelURI = try server.open(model, text: modelText)
        let viewURI = URL(fileURLWithPath: view).absoluteString
        #expect(try server.diagnostics(for: modelURI, version: 1)["diagnostics"]?.array == [])
        #expect(try server.diagnostics(for: viewURI)["diagnostics"]?.array == [])

        // Renaming the model's field breaks the view, in the other file; the diagnostics say so there.
        server.clear()
        let line = modelText.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("var name: String") } ?? 0
        server.notify("textDocument/didChange", LSP.change(modelURI, version: 2, [LSP.edit((line, 8), (line, 12), "title")]))
        let viewDiagnostics = try server.diagnostics(for: viewURI)
        let renamed = modelText.replacingOccurrences(of: "var name: String", with: "var title: String")
        try renamed.write(toFile: model, atomically: true, encoding: .utf8)
        let fromCheck = try CheckedDiagnostic.fromCheck(folder.path, files: Self.moduleFiles(folder))
        let viewText = try String(contentsOfFile: view, encoding: .utf8)
        let fromServer = (viewDiagnostics["diagnostics"]?.array ?? []).compactMap { CheckedDiagnostic.fromServer($0, file: view, text: viewText) }
        #expect(!fromServer.isEmpty)
        #expect(fromServer == fromCheck.filter { $0.file == view })
        #expect(server.shutDown() == 0)
    }

    @Test func incrementalEditsAreDiagnosedAfterEachChange() throws {
        let path = PackagePaths.path("widgets/todo.widget")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let row = lines.firstIndex(where: { $0.contains("Text(\"ToDo Items\")") }),
              let column = lines[row].range(of: "Text(")?.lowerBound.utf16Offset(in: lines[row]) else {
            Issue.record("todo.widget has no Text(\"ToDo Items\")")
            return
        }
        let server = try ServerProcess()
        try server.initialize()
        let uri = try server.open("/tmp/lsp-incremental-todo.widget", text: text)
        #expect(try server.diagnostics(for: uri, version: 1)["diagnostics"]?.array == [])
        // Delete the "e" of "Text": an unknown view, with its suggestion.
        server.notify("textDocument/didChange", LSP.change(uri, version: 2, [LSP.edit((row, column + 1), (row, column + 2), "")]))
        let broken = try server.diagnostics(for: uri, version: 2)["diagnostics"]?.array ?? []
        #expect(broken.count == 1)
        #expect(broken.first?["message"]?.string == "unknown view 'Txt'; did you mean 'Text'?")
        #expect(broken.first?["range"] == LSP.range((row, column), (row, column + 3)))
        // Its quick fix puts the "e" back.
        let actions = try server.call("textDocument/codeAction", .object([
            "textDocument": .object(["uri": .string(uri)]), "range": LSP.range((row, column), (row, column)),
            "context": .object(["diagnostics": .array(broken)]),
        ]))["result"]?.array ?? []
        #expect(actions.count == 1)
        #expect(actions.first?["edit"]?["changes"]?[uri] == .array([.object(["range": LSP.range((row, column), (row, column + 3)), "newText": .string("Text")])]))
        // Typed back, in two keystrokes at once: clean again.
        server.notify("textDocument/didChange", LSP.change(uri, version: 3, [
            LSP.edit((row, column + 1), (row, column + 1), "X"), LSP.edit((row, column + 1), (row, column + 2), "e"),
        ]))
        #expect(try server.diagnostics(for: uri, version: 3)["diagnostics"]?.array == [])
        #expect(server.shutDown() == 0)
    }

    static func moduleFiles(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".widget") }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
