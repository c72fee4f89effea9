import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// What the checker says about SwiftData written as Swift: each mistake is one
/// located diagnostic, and what it passes runs.
@Suite struct SwiftDataCheckTests {
    /// The diagnostics of `SwiftDataTests.items` followed by a timeline with `body`, as
    /// `line:column: message` with the line counted from the first line of `body`.
    static func diagnostics(timeline body: String, extra: String = "") -> [String] {
        let source = SwiftDataTests.widget(body) + extra
        let first = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("timeline {") } ?? 0
        return WidgetCompiler.compile(SourceFile(path: "t.widget", text: source)).diagnostics.map {
            "\($0.range.start.line - first - 1):\($0.range.start.column): \($0.severity.rawValue): \($0.message)"
        }
    }

    static let context = "        let context = ModelContext(try ModelContainer(for: Item.self))\n"
    static let done = "\n        return Timeline(entries: [ListEntry(names: [])], policy: .never)"

    @Test func writingInATimelineIsRefusedWhereItIsWritten() {
        let found = Self.diagnostics(timeline: Self.context + "        context.insert(Item(name: \"x\"))" + Self.done)
        #expect(found == ["2:9: error: 'insert(…)' changes the store, which only 'perform' and 'seed' blocks may do; this is a timeline"])
        let deleting = Self.diagnostics(timeline: Self.context + "        try context.delete(model: Item.self)" + Self.done)
        #expect(deleting == ["2:13: error: 'delete(model:)' changes the store, which only 'perform' and 'seed' blocks may do; this is a timeline"])
    }

    /// In Swift any code may write to a model context, as Swift allows (a preview's container filled in a widget's
    /// configuration closure): no error, where a `.widget` file has one.
    @Test func aSwiftViewMayWriteToItsContainer() {
        let errors = SwiftWidgetDrawing.errors("""
            import SwiftUI
            import SwiftData
            import WidgetKit
            @Model final class Week { var label: String; init(label: String) { self.label = label } }
            struct WeekView: View {
                var body: some View {
                    let container = try! ModelContainer(for: Week.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                    let _ = container.mainContext.insert(Week(label: "sample"))
                    Text("week")
                }
            }
            """, path: "W.swift")
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func aDescriptorNamesAModel() {
        #expect(Self.diagnostics(timeline: Self.context + "        let all = try context.fetch(FetchDescriptor())" + Self.done)
            == ["2:37: error: write the model this descriptor fetches: FetchDescriptor<Item>(…)"])
        #expect(Self.diagnostics(timeline: Self.context + "        let all = try context.fetch(FetchDescriptor<Iten>())" + Self.done)
            == ["2:37: error: unknown model 'Iten'; did you mean 'Item'?"])
        #expect(Self.diagnostics(timeline: Self.context + "        let all = try context.fetch(FetchDescriptor<ListEntry>())" + Self.done)
            == ["2:37: error: 'ListEntry' is not a model (a @Model class or a 'model')"])
        #expect(Self.diagnostics(timeline: "        let c = try ModelContainer(for: Item.self, ListEntry.self)" + Self.done)
            == ["1:52: error: 'ListEntry' is not a model (a @Model class or a 'model')"])
    }

    @Test func sortKeysAndPredicatesNameFieldsOfTheModel() {
        #expect(Self.diagnostics(timeline: Self.context + "        let all = try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\\.nmae)]))" + Self.done)
            == ["2:83: error: 'Item' has no field 'nmae'; did you mean 'name'?"])
        let predicate = Self.diagnostics(timeline: Self.context + "        let all = try context.fetch(FetchDescriptor<Item>(predicate: { $0.nmae == \"x\" }))" + Self.done)
        #expect(predicate.count == 1 && predicate[0].hasPrefix("2:75: error: value of type Item has no member 'nmae'"), "\(predicate)")
        let notBool = Self.diagnostics(timeline: Self.context + "        let all = try context.fetch(FetchDescriptor<Item>(predicate: { $0.rank }))" + Self.done)
        #expect(notBool == ["2:70: error: a predicate must give a Bool, not Int"], "\(notBool)")
    }

    @Test func fetchGivesRecordsOfTheDescriptorsModel() {
        let found = Self.diagnostics(timeline: Self.context + """
                var descriptor = FetchDescriptor<Item>()
                descriptor.fetchLimit = "three"
                let items = try context.fetch(descriptor)
                let first = items.first?.nmae
                let n: String = try context.fetchCount(descriptor)
                let wrong = try context.fetch(Item.all)
                let typo = try context.fetchh(descriptor)
        """ + Self.done)
        #expect(found == [
            "3:33: error: cannot assign a value of type String to 'fetchLimit' of type Int?",
            "5:34: error: value of type Item has no member 'nmae'; did you mean 'name'?",
            "6:25: error: cannot use a value of type Int as String for 'n'",
            "7:39: error: 'fetch' takes a FetchDescriptor, not [Item]",
            "8:32: error: ModelContext has no method 'fetchh'; did you mean 'fetch'?",
        ], "\(found)")
    }

    @Test func queryPropertiesAreListsOfAModelInStructs() {
        let found = Self.diagnostics(timeline: Self.done, extra: """

        struct Board {
            @Query(sort: \\Item.nmae) var items: [Item]
            @Query var count: Int
            @Query(filter: { $0.isDone }, order: .backwards) var done: [Item]
        }
        intent Add {
            static let title = "Add"
            @Query var items: [Item]
            perform { }
        }
        """)
        let relevant = found.filter { !$0.contains("never used") }
        #expect(relevant.contains { $0.hasSuffix("error: 'Item' has no field 'nmae'; did you mean 'name'?") }, "\(found)")
        #expect(relevant.contains { $0.hasSuffix("error: a @Query property is a list of a model's records, as in '@Query var items: [Item]'") }, "\(found)")
        #expect(relevant.contains { $0.hasSuffix("error: 'order:' is .forward or .reverse") }, "\(found)")
        #expect(relevant.contains { $0.hasSuffix("error: '@Query' is not allowed in intent 'Add'") }, "\(found)")
        #expect(relevant.count == 4, "\(found)")
    }

    @Test func aWriteFromAFunctionCalledByATimelineFailsAtRunTimeWhereItIsWritten() throws {
        let source = SwiftDataTests.items + """
        func add(to context: ModelContext) {
            context.insert(Item(name: "late"))
        }
        provider ListProvider {
            placeholder { ListEntry(names: []) }
            timeline {
                add(to: ModelContext(try ModelContainer(for: Item.self)))
                return Timeline(entries: [ListEntry(names: [])], policy: .never)
            }
        }
        widget List {
            families: [.systemMedium]
            provider: ListProvider
            body(entry) { Text(entry.names.joined(separator: ",")) }
        }
        """
        let session = try TestSession.open(source)
        let outcome = try session.render(widget: "List", family: "systemMedium")
        let problem = try #require(outcome.problems.first)
        #expect(problem.message.contains("'insert' changes the store, which only 'perform' and 'seed' blocks may do"), "\(problem.message)")
        let line = source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("context.insert") } ?? 0
        #expect(problem.range?.start.line == line + 1 && problem.range?.start.column == 13, "\(String(describing: problem.range))")
        #expect(try session.store.count("Item") == 4)
    }

    @Test func genericArgumentsDoNotTakeComparisons() throws {
        let text = try SwiftDataTests.flat(TestSession.open(SwiftDataTests.widget("""
                let Max = 3
                let a = 2
                let small = a<Max
                let both = a < Max && Max > a
                return Timeline(entries: [ListEntry(names: ["\\(small)", "\\(both)"])], policy: .never)
        """)).render(widget: "List", family: "systemMedium").result.text)
        #expect(text.contains("true,true"), "\(text)")
    }

    @Test func aTypeOfTheFileWrittenWithGenericArgumentsIsBuilt() throws {
        let text = try SwiftDataTests.flat(TestSession.open(SwiftDataTests.items + """
        struct Box { var label: String }
        provider ListProvider {
            placeholder { ListEntry(names: []) }
            timeline { Timeline(entries: [ListEntry(names: [Box<String>(label: "boxed").label, "\\(Set<String>(["a", "a", "b"]).count)"])], policy: .never) }
        }
        widget List {
            families: [.systemMedium]
            provider: ListProvider
            body(entry) { Text(entry.names.joined(separator: ",")) }
        }
        """).render(widget: "List", family: "systemMedium").result.text)
        #expect(text.contains("boxed,2"), "\(text)")
        let wrong = Self.diagnostics(timeline: "        let b = Box<Int>(lable: 1)" + Self.done, extra: "\nstruct Box { var label: Int }\n")
        #expect(wrong == ["1:26: error: struct 'Box' has no field 'lable'; did you mean 'label'?"], "\(wrong)")
    }
}
