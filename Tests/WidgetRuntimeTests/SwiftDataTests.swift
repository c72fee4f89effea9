import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// SwiftData as Swift writes it (`ModelContainer`, `ModelContext`, `FetchDescriptor<Item>`,
/// `@Query`), on a real SQLite store in a temporary folder.
@Suite struct SwiftDataTests {
    static let items = """
    model Item {
        var name: String
        var isDone: Bool = false
        var rank: Int = 0
    }
    seed {
        Item(name: "Cherry", rank: 3)
        Item(name: "Apple", isDone: true, rank: 1)
        Item(name: "Banana", rank: 2)
        Item(name: "Date", isDone: true, rank: 4)
    }
    entry ListEntry { var names: [String] }

    """

    static func widget(_ timeline: String) -> String {
        items + """
        provider ListProvider {
            placeholder { ListEntry(names: []) }
            timeline {
        \(timeline)
            }
        }
        widget List {
            families: [.systemMedium]
            provider: ListProvider
            body(entry) { Text(entry.names.joined(separator: ",")) }
        }
        """
    }

    func render(_ source: String) throws -> String {
        Self.flat(try TestSession.open(source).render(widget: "List", family: "systemMedium").result.text)
    }

    /// The rendered text without the frame and line breaks (a long line wraps).
    static func flat(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " │╭╮╰╯─")) }.joined()
    }

    static func names(_ session: WidgetSession) throws -> [String] {
        try session.store.all("Item").map { record -> String in
            if case .string(let name) = record["name"] { return name }
            return "?"
        }.sorted()
    }

    @Test func fetchDescriptorsWithPredicatesSortsAndLimitsReadTheStore() throws {
        let text = try render(Self.widget("""
                let container = try ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: false))
                let context = ModelContext(container)
                let open = try context.fetch(FetchDescriptor<Item>(predicate: { item in item.isDone == false }, sortBy: [SortDescriptor<Item>(\\.name)]))
                var top = FetchDescriptor<Item>(sortBy: [SortDescriptor(\\Item.rank, order: .reverse)])
                top.fetchLimit = 2
                let best = try container.mainContext.fetch(top)
                let text = "an"
                let count = try context.fetchCount(FetchDescriptor<Item>(predicate: { $0.name.contains(text) }))
                let typed = try context.fetch(FetchDescriptor(predicate: { (item: Item) in item.rank >= 3 }, sortBy: [SortDescriptor(\\Item.rank)]))
                return Timeline(entries: [ListEntry(names: open.map { $0.name } + ["|"] + best.map { $0.name } + ["|", "\\(count)", "|"] + typed.map { $0.name })], policy: .never)
        """))
        // Not done, by name | the two highest ranks | names containing "an" | rank ≥ 3 by rank.
        #expect(text.contains("Banana,Cherry,|,Date,Cherry,|,1,|,Cherry,Date"), "\(text)")
    }

    /// `let predicate = #Predicate<Item> { $0.rank >= 3 }` then `FetchDescriptor(predicate: predicate)`: the
    /// descriptor fetches the model the predicate names, `$0` being the record.
    @Test func aDescriptorOfAPredicateHeldInALocalFetchesItsModel() throws {
        let text = try render(Self.widget("""
                let context = ModelContext(try ModelContainer(for: Item.self))
                let predicate = #Predicate<Item> { $0.rank >= 3 && $0.name.contains("e") }
                let typed: Predicate<Item> = #Predicate<Item> { item in item.isDone }
                let found = try context.fetch(FetchDescriptor(predicate: predicate, sortBy: [SortDescriptor(\\Item.rank)]))
                let done = try context.fetch(FetchDescriptor(predicate: typed, sortBy: [SortDescriptor(\\Item.rank)]))
                return Timeline(entries: [ListEntry(names: found.map { $0.name } + ["|"] + done.map { $0.name })], policy: .never)
        """))
        #expect(text.contains("Cherry,Date,|,Apple,Date"), "\(text)")
    }

    @Test func aPredicateIsCompiledToSQLWhereAQueryFilterWouldBe() throws {
        let source = Self.widget("""
                let context = ModelContext(try ModelContainer(for: Item.self))
                let sql = try context.fetch(FetchDescriptor<Item>(predicate: { !$0.isDone && $0.rank > 2 }))
                return Timeline(entries: [ListEntry(names: sql.map { $0.name })], policy: .never)
        """)
        let session = try TestSession.open(source)
        let program = try #require(WidgetCompiler.compile(SourceFile(path: "t.widget", text: source)).program)
        _ = program
        let text = try session.render(widget: "List", family: "systemMedium").result.text
        #expect(text.contains("Cherry"), "\(text)")
        #expect(!text.contains("Date") && !text.contains("Banana"), "\(text)")
        // The same closure compiles to one SQL filter (no warning), like `Item.query(filter:)`.
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "t.widget", text: source)).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func aPredicateTheStoreCannotComputeRunsRecordByRecordWithAWarning() throws {
        let source = Self.widget("""
                let context = ModelContext(try ModelContainer(for: Item.self))
                let long = try context.fetch(FetchDescriptor<Item>(predicate: { $0.name.count > 5 }, sortBy: [SortDescriptor(\\.name)]))
                return Timeline(entries: [ListEntry(names: long.map { $0.name })], policy: .never)
        """)
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "t.widget", text: source)).diagnostics
        #expect(diagnostics.count == 1)
        let warning = try #require(diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.hasPrefix("this filter runs in the interpreter, record by record, not in SQL"), "\(warning.message)")
        // At the part the store cannot compute: the text's count.
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("let long") })
        let column = try #require(lines[line].range(of: "$0.name.count > 5")).lowerBound.utf16Offset(in: lines[line])
        #expect(warning.range.start.line == line + 1 && warning.range.start.column == column + 1, "\(warning.range.start)")
        let text = try render(source)
        #expect(text.contains("Banana,Cherry"), "\(text)")
    }

    @Test func insertSaveAndHasChangesInAPerformWriteTheStore() throws {
        let source = Self.widget("return Timeline(entries: [ListEntry(names: Item.all.map { $0.name })], policy: .never)") + """

        intent AddItem {
            static let title = "Add"
            var name: String
            perform {
                let container = try ModelContainer(for: Item.self)
                let context = container.mainContext
                let before = context.hasChanges
                context.insert(Item(name: name, rank: 9))
                let during = context.hasChanges
                try context.save()
                let after = context.hasChanges
                context.insert(Item(name: "\\(before)-\\(during)-\\(after)"))
            }
        }
        """
        let session = try TestSession.open(source)
        try session.perform(intent: "AddItem", arguments: ["name": "Elder"])
        // The second insert was not saved by hand: the perform's end saves it (autosave).
        #expect(try Self.names(session) == ["Apple", "Banana", "Cherry", "Date", "Elder", "false-true-false"])
        let text = try session.render(widget: "List", family: "systemMedium").result.text
        #expect(text.contains("Elder"), "\(text)")
    }

    @Test func deleteAndDeleteModelWhereRemoveRecords() throws {
        let source = Self.widget("return Timeline(entries: [ListEntry(names: Item.all.map { $0.name })], policy: .never)") + """

        intent Tidy {
            static let title = "Tidy"
            perform {
                let context = ModelContext(try ModelContainer(for: Item.self))
                try context.delete(model: Item.self, where: { $0.isDone })
                let first = try context.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\\.rank)]))
                if let lowest = first.first { context.delete(lowest) }
                try context.save()
            }
        }
        """
        let session = try TestSession.open(source)
        try session.perform(intent: "Tidy", arguments: [:])
        #expect(try Self.names(session) == ["Cherry"])
    }

    @Test func aSeedThatInsertsThroughAContextRunsOnAnEmptyStore() throws {
        let source = """
        model Note { var text: String }
        seed {
            let context = ModelContext(try ModelContainer(for: Note.self))
            context.insert(Note(text: "first"))
            context.insert(Note(text: "second"))
        }
        entry E { var count: Int }
        provider P {
            placeholder { E(count: 0) }
            timeline { Timeline(entries: [E(count: Note.count)], policy: .never) }
        }
        widget W { families: [.systemSmall]; provider: P; body(entry) { Text("notes \\(entry.count)") } }
        """
        let session = try TestSession.open(source)
        let text = try session.render(widget: "W", family: "systemSmall").result.text
        #expect(text.contains("notes 2"), "\(text)")
        #expect(try session.store.count("Note") == 2)
    }

    @Test func queryFieldsOfAStructReadTheStore() throws {
        let source = Self.items + """
        struct Board {
            var title: String
            @Query(filter: { (item: Item) in !item.isDone }, sort: \\Item.rank, order: .reverse) var open: [Item]
            @Query(sort: [SortDescriptor(\\Item.name)]) var all: [Item]
            @Query(FetchDescriptor<Item>(predicate: { $0.rank < 3 })) var low: [Item]
        }
        provider ListProvider {
            placeholder { ListEntry(names: []) }
            timeline {
                let board = Board(title: "b")
                return Timeline(entries: [ListEntry(names: board.open.map { $0.name } + ["|"] + board.all.map { $0.name } + ["|", "\\(board.low.count)"])], policy: .never)
            }
        }
        widget List {
            families: [.systemMedium]
            provider: ListProvider
            body(entry) { Text(entry.names.joined(separator: ",")) }
        }
        """
        let text = try render(source)
        #expect(text.contains("Cherry,Banana,|,Apple,Banana,Cherry,Date,|,2"), "\(text)")
    }

    @Test func modelContextAlsoFetches() throws {
        let text = try render(Self.widget("""
                let names = try modelContext.fetch(FetchDescriptor<Item>(predicate: { $0.name.hasPrefix("C") || $0.rank == 1 }, sortBy: [SortDescriptor(\\.name)]))
                return Timeline(entries: [ListEntry(names: names.map { $0.name } + ["\\(modelContext.hasChanges)"])], policy: .never)
        """))
        #expect(text.contains("Apple,Cherry,false"), "\(text)")
    }

    @Test func aQueryStructBuiltInAViewBodyDrawsTheStoresRecords() throws {
        let source = Self.items + """
        struct Shelf {
            @Query(filter: { !$0.isDone }, sort: \\Item.name) var open: [Item]
        }
        view ShelfView {
            let shelf = Shelf()
            VStack {
                ForEach(shelf.open) { item in Text("• \\(item.name)") }
            }
        }
        provider ListProvider {
            placeholder { ListEntry(names: []) }
            timeline { Timeline(entries: [ListEntry(names: [])], policy: .never) }
        }
        widget List {
            families: [.systemMedium]
            provider: ListProvider
            body(entry) { ShelfView() }
        }
        intent Finish {
            static let title = "Finish"
            perform {
                let context = ModelContext(try ModelContainer(for: Item.self))
                for item in try context.fetch(FetchDescriptor<Item>(predicate: { $0.name == "Banana" })) { item.isDone = true }
            }
        }
        """
        let session = try TestSession.open(source)
        let before = try session.render(widget: "List", family: "systemMedium").result.text
        #expect(before.contains("• Banana") && before.contains("• Cherry") && !before.contains("• Apple"), "\(before)")
        try session.perform(intent: "Finish", arguments: [:])
        let after = try session.render(widget: "List", family: "systemMedium").result.text
        #expect(!after.contains("• Banana") && after.contains("• Cherry"), "\(after)")
    }

    /// `_items = Query(filter:sort:)` in an initializer assigns a query: `queryRecords` runs it for the property's type.
    @Test func aQueryValueRunsForThePropertyItIsAssignedTo() throws {
        let source = Self.widget("return Timeline(entries: [ListEntry(names: [])], policy: .never)") + """

        let typed = Query(filter: { (item: Item) in !item.isDone }, sort: \\Item.name, order: .reverse)
        let untyped = Query(sort: [SortDescriptor(\\Item.rank)])
        let generic = Query<Item, [Item]>(filter: { $0.rank > 1 }, sort: \\.rank)
        let described = Query(FetchDescriptor<Item>(predicate: { $0.isDone }, sortBy: [SortDescriptor(\\.name)]))
        """
        let session = try TestSession.open(source)
        let interpreter = session.interpreter()
        let property = TypeRef(.array(TypeRef(.named("Item"), .none)), .none)
        func names(_ global: String, _ type: TypeRef?) throws -> [String] {
            let query = try #require(try interpreter.global(global, at: .none))
            guard case .array(let records) = try interpreter.queryRecords(query, fieldType: type, at: .none) else { return [] }
            return records.map { record in
                if case .record(let object) = record, case .string(let name)? = object.values["name"] { return name }
                return "?"
            }
        }
        #expect(try names("typed", nil) == ["Cherry", "Banana"])
        #expect(try names("untyped", property) == ["Apple", "Banana", "Cherry", "Date"])
        #expect(try names("generic", nil) == ["Banana", "Cherry", "Date"])
        #expect(try names("described", nil) == ["Apple", "Date"])
        #expect(throws: RuntimeError.self) { try names("untyped", nil) }
    }

    /// Xcode's template: a shared container from a `Schema` and a `ModelConfiguration`.
    @Test func theTemplatesSharedContainerFetches() throws {
        let source = Self.widget("""
                let context = ModelContext(sharedModelContainer)
                var descriptor = FetchDescriptor<Item>(sortBy: [SortDescriptor(\\.name, order: .reverse)])
                descriptor.fetchOffset = 1
                descriptor.relationshipKeyPathsForPrefetching = []
                let names = try context.fetch(descriptor).map { $0.name }
                return Timeline(entries: [ListEntry(names: names)], policy: .never)
        """) + """

        let sharedModelContainer: ModelContainer = {
            let schema = Schema([Item.self])
            let modelConfiguration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)
            do {
                return try ModelContainer(for: schema, configurations: [modelConfiguration])
            } catch {
                return try ModelContainer(for: Item.self)
            }
        }()
        """
        let text = try render(source)
        #expect(text.contains("Cherry,Banana,Apple"), "\(text)")
    }

    @Test func mainActorRunAndAContextTransactionRunTheirClosuresAtOnce() throws {
        let source = Self.widget("""
                let count = MainActor.run { Item.count }
                let more = MainActor.assumeIsolated { 40 }
                return Timeline(entries: [ListEntry(names: ["\\(count + more)"])], policy: .never)
        """) + """

        intent Add {
            static let title = "Add"
            perform {
                let context = ModelContext(try ModelContainer(for: Item.self))
                try context.transaction {
                    context.insert(Item(name: "Fig"))
                }
                context.insert(Item(name: context.hasChanges ? "unsaved" : "saved"))
            }
        }
        """
        let session = try TestSession.open(source)
        try session.perform(intent: "Add", arguments: [:])
        #expect(try Self.names(session) == ["Apple", "Banana", "Cherry", "Date", "Fig", "saved"])
        let text = Self.flat(try session.render(widget: "List", family: "systemMedium").result.text)
        #expect(text.contains("46"), "\(text)")
    }

    /// A view lowered from `struct V: View` starts its body with each `@Query` property as a
    /// `let` (`QueryProperty.binding`): the statements check, and the view draws the store's records.
    @Test func aQueryPropertyAsAStatementOfAViewBodyChecksAndReadsTheStore() throws {
        let source = Self.items + """
        struct Holder {
            @Query(filter: { !$0.isDone }, sort: \\Item.rank, order: .reverse) var open: [Item]
            @Query(FetchDescriptor<Item>(predicate: { $0.isDone }, sortBy: [SortDescriptor(\\.name)])) var done: [Item]
            @Query var all: [Item]
        }
        view Lists {
            HStack {
                ForEach(open) { item in Text(item.name + ",") }
                Text("|")
                ForEach(done) { item in Text(item.name + ",") }
                Text("|\\(all.count)")
            }
        }
        provider ListProvider {
            placeholder { ListEntry(names: []) }
            timeline { Timeline(entries: [ListEntry(names: [])], policy: .never) }
        }
        widget List {
            families: [.systemMedium]
            provider: ListProvider
            body(entry) { Lists() }
        }
        """
        let file = SourceFile(path: "v.widget", text: source)
        var (tree, parsed) = Parser.parse(file)
        #expect(parsed.isEmpty)
        guard let holder = tree.declarations.first(where: { $0.name == "Holder" }), case .structure(let body) = holder.kind,
              let index = tree.declarations.firstIndex(where: { $0.name == "Lists" }), case .structure(var view) = tree.declarations[index].kind,
              let bodyIndex = view.computed.firstIndex(where: { $0.name == "body" }) else {
            Issue.record("no Holder or Lists")
            return
        }
        let bindings = body.fields.compactMap { field in
            field.attribute("Query").flatMap {
                QueryProperty.binding(name: field.name, nameRange: field.nameRange, type: field.type, arguments: $0.arguments, range: field.range)
            }
        }
        #expect(bindings.count == 3)
        // (The view is the struct its short form stands for: the statements go first in its `body`.)
        view.computed[bodyIndex].getter = bindings + view.computed[bodyIndex].getter
        tree.declarations[index].kind = .structure(view)
        let checker = Checker(tree: tree, registry: .standard)
        let diagnostics = checker.check()
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let program = Program(file: file, tree: tree, symbols: checker.symbols, providerEntries: checker.providerEntries,
                              declarationIndex: checker.declarationIndex)
        let options = SessionOptions(storePath: PackagePaths.temporaryDirectory("session").appendingPathComponent("s.sqlite").path)
        let session = try WidgetSession(program: program, options: options)
        let text = Self.flat(try session.render(widget: "List", family: "systemMedium").result.text)
        #expect(text.contains("Cherry, Banana, | Apple, Date, |4"), "\(text)")
    }
}
