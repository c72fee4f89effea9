import Foundation
import Testing
import WidgetSources
@testable import WidgetRuntime

/// A name is registered once per table: a name with several forms is one entry with
/// several overloads, and a second entry is refused rather than replacing the first.
@Suite struct BuiltinRegistryTests {
    @Test func theStandardTableRegistersNoNameTwice() {
        #expect(BuiltinRegistry.standard.allDuplicates == [])
    }

    @Test func aSecondEntryOfANameIsRefusedAndRecorded() {
        var registry = BuiltinRegistry()
        registry.register(function: BuiltinCallable("twice", ["_"], result: .int) { _, _, _ in .int(1) })
        registry.register(function: BuiltinCallable("twice", ["x"], result: .string) { _, _, _ in .string("2") })
        #expect(registry.functions["twice"]?.result == .int)
        #expect(registry.duplicates == ["function twice"])
    }

    @Test func aViewOrFunctionWithoutItsImplementationIsRefused() {
        var registry = BuiltinRegistry()
        registry.register(view: BuiltinCallable("Blank", [""], result: .view))
        registry.register(function: BuiltinCallable("blank", [""], result: .void))
        #expect(registry.views["Blank"] == nil && registry.functions["blank"] == nil)
        #expect(registry.duplicates == ["view Blank without a body", "function blank without a body"])
    }

    struct Clashing: DataSource {
        let kind: String
        let signature = "_"
        func accesses(for request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> [SourceAccess] { [] }
        func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
            throw SourceFailure("never fetched")
        }
    }

    @Test func aPluginSourceWhoseNameIsTakenIsAnErrorNamingBoth() {
        var registry = BuiltinRegistry.standard
        #expect(throws: BuiltinRegistry.DuplicateName.self) { try registry.register(source: Clashing(kind: "http")) }
        do {
            try registry.register(source: Clashing(kind: "print"))
            Issue.record("a source named like a built-in function was registered")
        } catch {
            #expect(error.message == "the plugin source 'Clashing' cannot be registered as 'print': 'print' is already a built-in function")
        }
        #expect(throws: Never.self) { try registry.register(source: Clashing(kind: "cookie")) }
        #expect(throws: BuiltinRegistry.DuplicateName.self) { try registry.register(source: Clashing(kind: "cookie")) }
    }
}
