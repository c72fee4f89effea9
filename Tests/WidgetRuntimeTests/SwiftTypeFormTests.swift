import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Types as Swift writes them, in parameters, results and bindings.
@Suite struct SwiftTypeFormTests {
    @Test func genericFunctionTupleAndOpaqueTypesCheckAndRun() throws {
        let text = try SwiftLanguageHarness.run("""
            let numbers: Array<Int> = [1, 2]
            let name: Optional<String> = nil
            let counts: Dictionary<String, Int> = ["a": 1]
            let add: (Int, Int) -> Int = { a, b in a + b }
            let pair: (Data, String)? = nil
            let unwrapped: String! = "u"
            return "\\(total(numbers, add)) \\(name ?? "none") \\(counts["a"] ?? 0) \\(pair == nil) \\(unwrapped!) \\(apply({ $0 + "!" }))"
            """, declarations: """
            func total(_ xs: [Int], _ f: @escaping (Int, Int) -> Int) -> Int { f(xs[0], xs[1]) }
            func apply(_ f: @escaping (String) async throws -> String) -> String { "ok" }
            func nothing(_ done: () -> ()) -> Void { }
            func first(of entries: Timeline<E>?) -> Provider.Entry? { nil }
            """)
        #expect(text == "3 none 1 true u ok")
    }

    /// `some AppIntent`, `any AppEntity`, `any URLSessionTaskDelegate`: framework protocols as parameter types.
    @Test func appIntentsProtocolsAreTypes() {
        let outcome = SwiftProgram.run(source: """
            import AppIntents

            struct Refresh: AppIntent {
                static var title: LocalizedStringResource = "Refresh"
                func perform() async throws -> some IntentResult { .result() }
            }
            func describe(_ intent: some AppIntent) -> String { "intent" }
            func count(_ intents: [any AppIntent]) -> Int { intents.count }
            func named(_ entity: any AppEntity) -> String { "entity" }
            protocol Session {
                func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)?) async throws -> (Data, URLResponse)
            }

            func run() {
                print(describe(Refresh()), count([Refresh(), Refresh()]))
            }
            """, fileName: "intents.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "intent 2\n")
    }

    /// `Binding(get:set:)` is the getter's value (a widget's frame sets nothing); `[any PersistentModel.Type]` is a type.
    @Test func aBindingMadeOfAGetterAndSwiftDatasModelProtocol() {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI
            import SwiftData

            @Model final class BindItem { var name: String; init(name: String) { self.name = name } }
            final class BindModel {
                var title = "first"
                var count = 3
                func binding<T>(_ keyPath: ReferenceWritableKeyPath<BindModel, T>) -> Binding<T> {
                    Binding(get: { self[keyPath: keyPath] }, set: { self[keyPath: keyPath] = $0 })
                }
                static var models: [any PersistentModel.Type] { [BindItem.self] }
                // The getter and setter as trailing closures.
                var counted: Binding<Int> { Binding { self.count * 2 } set: { self.count = $0 / 2 } }
            }
            func run() {
                let model = BindModel()
                let title = model.binding(\\.title)
                print(title.wrappedValue, model.binding(\\.count).wrappedValue, BindModel.models.count, model.counted.wrappedValue)
            }
            """, fileName: "binding.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "first 3 1 6\n")
    }

    @Test func typesParseAsWritten() throws {
        let source = """
            let a: some View = Text("x")
            let b: any Sendable = 1
            let c: (x: Int, y: Int) = (x: 1, y: 2)
            let d: () -> () = { }
            let e: [String: [Int]]? = nil
            let f: Result<Data, Error>? = nil
            """
        let (tree, diagnostics) = Parser.parse(SourceFile(path: "t.widget", text: source))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let types = tree.declarations.compactMap { decl -> String? in
            if case .binding(let b) = decl.kind { return b.type?.description }
            return nil
        }
        #expect(types == ["some View", "any Sendable", "(x: Int, y: Int)", "() -> ()", "[String: [Int]]?", "Result<Data, Error>?"])
    }

    @Test func anUnknownPlainTypeIsStillALocatedError() {
        let errors = SwiftLanguageHarness.checkErrors("""
            let x: Strng = "a"
            return x
            """)
        #expect(errors == ["1:8: unknown type 'Strng'; did you mean 'String'?"])
    }

    @Test func swiftNumberAndTextTypesAreTheLanguagesOwn() throws {
        let text = try SwiftLanguageHarness.run("""
            let size: CGFloat = 40
            let big: Int64 = 3
            let letter: Character = "c"
            let part: Substring = "sub"
            return "\\(size + 0.5) \\(big + 1) \\(letter)\\(part)"
            """)
        #expect(text == "40.5 4 csub")
    }
}
