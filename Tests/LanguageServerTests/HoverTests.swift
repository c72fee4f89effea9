import Foundation
import Testing
import LanguageServer
import WidgetTestSupport

@Suite(.serialized) struct HoverTests {
    static func markdown(_ hover: JSON) -> String { hover["contents"]?["value"]?.string ?? "" }

    @Test func aBuiltInViewShowsItsSignaturesAndNote() throws {
        let todo = try TodoFixture()
        let hover = try todo.ask("textDocument/hover", at: todo.position("Image(systemName:", "Image", offset: 2))
        let text = Self.markdown(hover)
        #expect(text.contains("Image(systemName:, [variableValue:])"))
        #expect(text.contains("SwiftUI view → `Image`"))
        #expect(text.contains("A view that shows a picture or an SF Symbol."))
        #expect(text.contains("*In Widgetry:* a symbol is one glyph"))
        _ = todo.server.shutDown()
    }

    @Test func aModifierAndAnImplicitMemberComeFromTheTable() throws {
        let todo = try TodoFixture()
        let modifier = Self.markdown(try todo.ask("textDocument/hover", at: todo.position(".fontWeight(.bold)", "fontWeight", offset: 1)))
        #expect(modifier.contains(".fontWeight(_: Font.Weight)"))
        #expect(modifier.contains("view modifier"))
        let member = Self.markdown(try todo.ask("textDocument/hover", at: todo.position(".fontWeight(.bold)", "bold", offset: 1)))
        #expect(member.contains("Font.Weight.bold"))
        #expect(modifier.contains("Sets the weight of the font.") && member.contains("A bold weight."))
        _ = todo.server.shutDown()
    }

    @Test func aUserNameShowsItsDeclarationAndType() throws {
        let todo = try TodoFixture()
        let field = Self.markdown(try todo.ask("textDocument/hover", at: todo.position("Text(todo.name)", "name", offset: 1)))
        #expect(field.contains("var name: String"))
        #expect(field.contains("member of `ToDo`"))
        #expect(field.contains("Type: `String`"))
        let parameter = Self.markdown(try todo.ask("textDocument/hover", at: todo.position("Text(todo.name)", "todo", offset: 1)))
        #expect(parameter.contains("closure parameter todo"))
        #expect(parameter.contains("Type: `ToDo`"))
        // Between declarations: nothing to say.
        #expect(try todo.ask("textDocument/hover", at: (todo.lines.firstIndex(of: "") ?? 0, 0)) == .null)
        _ = todo.server.shutDown()
    }
}

@Suite(.serialized) struct CompletionTests {
    /// The fixture with one line's text changed, as if typed.
    static func edited(_ old: String, _ new: String) throws -> TodoFixture {
        let text = try String(contentsOfFile: PackagePaths.path("widgets/todo.widget"), encoding: .utf8)
        return try TodoFixture(text: text.replacingOccurrences(of: old, with: new))
    }

    @Test func afterADotOnAViewTheModifiers() throws {
        let todo = try Self.edited("Text(\"ToDo Items\")\n", "Text(\"ToDo Items\").\n")
        let labels = try todo.completionLabels(at: todo.position("Text(\"ToDo Items\").", ".", offset: 1))
        #expect(labels.contains("fontWeight"))
        #expect(labels.contains("padding"))
        #expect(labels.count > 100)
        _ = todo.server.shutDown()
    }

    @Test func membersOfUserTypesAndModelFields() throws {
        let todo = try Self.edited("Text(todo.name)", "Text(todo.)")
        let labels = try todo.completionLabels(at: todo.position("Text(todo.)", ".", offset: 1))
        #expect(Set(labels) == ["id", "name", "isDone"])
        let entry = try Self.edited("ForEach(entry.todos)", "ForEach(entry.)")
        #expect(try entry.completionLabels(at: entry.position("ForEach(entry.)", ".", offset: 1)) == ["date", "todos"])
        _ = todo.server.shutDown()
        _ = entry.server.shutDown()
    }

    @Test func implicitMembersFromTheContext() throws {
        let families = try Self.edited("families: [.systemSmall, .systemLarge]", "families: [.sys, .systemLarge]")
        let familyLabels = try families.completionLabels(at: families.position("families:", ".sys", offset: 4))
        #expect(familyLabels.contains("systemSmall") && familyLabels.contains("accessoryCircular"))
        let colour = try Self.edited(".foregroundStyle(.blue)", ".foregroundStyle(.)")
        #expect(try colour.completionLabels(at: colour.position(".foregroundStyle(.)", "(.", offset: 2)).contains("blue"))
        let weight = try Self.edited(".fontWeight(.bold)", ".fontWeight(.)")
        let weights = try weight.completionLabels(at: weight.position(".fontWeight(.)", "(.", offset: 2))
        #expect(weights.contains("bold") && weights.contains("semibold") && !weights.contains("blue"))
        for fixture in [families, colour, weight] { _ = fixture.server.shutDown() }
    }

    @Test func symbolNamesInsideImageSystemName() throws {
        let todo = try Self.edited("\"checkmark.circle.fill\"", "\"checkmark.ci")
        let labels = try todo.completionLabels(at: todo.position("\"checkmark.ci", "ci", offset: 2))
        #expect(labels.contains("checkmark.circle.fill"))
        #expect(labels.allSatisfy { $0.hasPrefix("checkmark.ci") })
        _ = todo.server.shutDown()
    }

    @Test func declarationFormsAtTheTopLevelOfAWidgetFile() throws {
        let todo = try TodoFixture()
        let blank = try #require(todo.lines.firstIndex(of: ""))
        let items = try todo.ask("textDocument/completion", at: (blank, 0))["items"]?.array ?? []
        let labels = Set(items.compactMap { $0["label"]?.string })
        #expect(labels.isSuperset(of: ["model", "entry", "provider", "intent", "widget", "preview", "test", "view"]))
        #expect(items.first { $0["label"]?.string == "model" }?["insertTextFormat"]?.int == 2)
        // Inside a body, names instead: locals first, then the module's declarations, then built-ins.
        let inside = try todo.completionLabels(at: todo.position("Text(todo.name)", "Text", offset: 0))
        #expect(inside.prefix(3).contains("todo"))
        #expect(inside.contains("ToDo") && inside.contains("VStack") && !inside.contains("provider"))
        _ = todo.server.shutDown()
    }
}

