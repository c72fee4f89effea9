import Foundation
import Testing
import LanguageServer
import WidgetTestSupport

@Suite(.serialized) struct NavigationTests {
    @Test func definitionAndReferencesOfAModelFieldInOneFile() throws {
        let todo = try TodoFixture()
        let use = try todo.position("Text(todo.name)", "name", offset: 1)
        let definition = try todo.ask("textDocument/definition", at: use)
        let declaration = try todo.position("var name: String", "name")
        #expect(definition["range"]?["start"] == LSP.position(declaration.0, declaration.1))
        let references = try todo.server.call("textDocument/references", .object([
            "textDocument": .object(["uri": .string(todo.uri)]), "position": LSP.position(use.0, use.1),
            "context": .object(["includeDeclaration": .bool(true)]),
        ]))["result"]?.array ?? []
        let lines = Set(references.compactMap { $0["range"]?["start"]?["line"]?.int })
        #expect(lines.contains(declaration.0) && lines.contains(use.0))
        // `ToDo(name: …)` labels and other types' `name`s are not this field.
        #expect(references.allSatisfy { ref in
            let line = todo.lines[ref["range"]?["start"]?["line"]?.int ?? 0]
            return !line.contains("ToDo(name:") || line.contains(".name")
        })
        _ = todo.server.shutDown()
    }

    @Test func definitionAcrossTheFilesOfASwiftModule() throws {
        let folder = PackagePaths.path("widgets/swift/ToDoWidget")
        let view = folder + "/ToDoWidget.swift"
        let text = try String(contentsOfFile: view, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let row = try #require(lines.firstIndex { $0.contains("Text(toDo.name)") })
        let column = try #require(lines[row].range(of: "name")).lowerBound.utf16Offset(in: lines[row])
        let server = try ServerProcess()
        try server.initialize()
        let uri = try server.open(view, text: text)
        let definition = try server.call("textDocument/definition", LSP.at(uri, row, column + 1))["result"]
        #expect(definition?["uri"]?.string == URL(fileURLWithPath: folder + "/ToDo.swift").absoluteString)
        let modelLines = try String(contentsOfFile: folder + "/ToDo.swift", encoding: .utf8).components(separatedBy: "\n")
        #expect(definition?["range"]?["start"]?["line"]?.int == modelLines.firstIndex { $0.contains("var name: String") })
        // The file's outline: the types the lowering made of its Swift.
        let symbols = try server.call("textDocument/documentSymbol", LSP.document(uri))["result"]?.array ?? []
        let names = Set(symbols.compactMap { $0["name"]?.string })
        #expect(names.isSuperset(of: ["Provider", "ToDoEntry", "ToDoWidgetEntryView"]))
        _ = server.shutDown()
    }

    @Test func documentSymbolsOfAWidgetFile() throws {
        let todo = try TodoFixture()
        let symbols = try todo.server.call("textDocument/documentSymbol", LSP.document(todo.uri))["result"]?.array ?? []
        let names = symbols.compactMap { $0["name"]?.string }
        #expect(names.starts(with: ["ToDo"]))
        #expect(names.contains("ToDoWidget") && names.contains("ToDoProvider") && names.contains("CompleteToDo"))
        let model = try #require(symbols.first)
        #expect(model["children"]?.array?.compactMap { $0["name"]?.string } == ["id", "name", "isDone"])
        _ = todo.server.shutDown()
    }

    @Test func formattingIsFmtsLayout() throws {
        let text = "model  A {\nvar x:Int=1\n}\n"
        let todo = try TodoFixture(text: text)
        let edits = try todo.server.call("textDocument/formatting", .object([
            "textDocument": .object(["uri": .string(todo.uri)]), "options": .object(["tabSize": .number(4), "insertSpaces": .bool(true)]),
        ]))["result"]?.array ?? []
        #expect(edits.count == 1)
        #expect(edits.first?["newText"]?.string == "model A {\n    var x: Int = 1\n}\n")
        // A file with syntax errors is not formatted: the request fails and says why.
        todo.server.notify("textDocument/didChange", LSP.change(todo.uri, version: 2, [.object(["text": .string("model A {\n")])]))
        let failed = try todo.server.call("textDocument/formatting", LSP.document(todo.uri))
        #expect(failed["error"]?["message"]?.string?.contains("syntax errors") == true)
        _ = todo.server.shutDown()
    }
}
