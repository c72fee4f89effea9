import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// SwiftData as apps write it: a `@ModelActor` actor made with `init(modelContainer:)` (its `modelExecutor` too), `@Query` with a
/// `FetchDescriptor`, an initialiser's `_shelves = Query(…)`, an optional to-many relationship (`[Book]?`), and
/// `ModelContext.init(container)`.
@Suite struct SwiftDataFormsTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import SwiftData
    import AppIntents

    @Model final class Shelf {
        var name: String = ""
        @Relationship(deleteRule: .cascade, inverse: \\Book.shelf) var books: [Book]? = []
        // (An optional parameter stored in the relationship: nil is no books.)
        init(name: String, books: [Book]? = nil) {
            self.name = name
            self.books = books
        }
    }
    @Model final class Book {
        var title: String = ""
        var pages: Int = 0
        var shelf: Shelf?
        init(title: String, pages: Int) { self.title = title; self.pages = pages }
    }

    @ModelActor
    actor BookStore {
        // (Through the executor the macro adds, whose context is the actor's.)
        func count() throws -> Int { try modelExecutor.modelContext.fetchCount(FetchDescriptor<Book>()) }
        func add(_ title: String) throws { modelContext.insert(Book(title: title, pages: 10)); try modelContext.save() }
    }

    struct AddBooks: AppIntent {
        static var title: LocalizedStringResource = "Add"
        func perform() async throws -> some IntentResult {
            let container = try ModelContainer(for: Book.self, Shelf.self)
            let store = BookStore(modelContainer: container)
            try await store.add("Dune")
            let ctx = ModelContext(container)
            let shelf = Shelf(name: "Main")
            ctx.insert(shelf)
            let b = Book(title: "Emma", pages: 300)
            ctx.insert(b)
            shelf.books?.append(b)
            try ctx.save()
            return .result()
        }
    }

    struct E: TimelineEntry { let date: Date; let count: Int }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date(), count: 0) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: Date(), count: 0)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            Task {
                // (`Type.init(…)` is `Type(…)`.)
                let container = try! ModelContainer.init(for: Book.self, Shelf.self)
                let n = try await BookStore(modelContainer: container).count()
                let shelves = try ModelContext.init(container).fetch(FetchDescriptor<Shelf>())
                let onShelf = shelves.first?.books?.count ?? -1
                completion(Timeline(entries: [E(date: Date(), count: n * 100 + onShelf)], policy: .never))
            }
        }
    }
    struct BooksView: View {
        @Query(FetchDescriptor<Book>(sortBy: [SortDescriptor(\\.title)])) var books: [Book]
        @Query var shelves: [Shelf]
        let entry: E
        init(entry: E) {
            self.entry = entry
            _shelves = Query(sort: \\Shelf.name)
        }
        var body: some View {
            VStack {
                Text("count \\(entry.count)")
                ForEach(books) { Text($0.title) }
                Text("shelves \\(shelves.count)")
            }
        }
    }
    struct W: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "books", provider: P()) { e in BooksView(entry: e).modelContainer(for: [Book.self, Shelf.self]) }
        }
    }
    """

    @Test func theActorWritesAndTheQueriesRead() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "D.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(Self.source, path: "D.swift")
        let before = try session.render(widget: "W", family: "systemLarge").result.text
        #expect(before.contains("count -1") && before.contains("shelves 0"), "\(before)")
        try session.perform(intent: "AddBooks", arguments: [:])
        let after = try session.render(widget: "W", family: "systemLarge").result.text
        let lines = SwiftWidgetDrawing.rows(after).filter { !$0.isEmpty }
        // Two books (one by the actor), one on the shelf; the descriptor sorts them by title.
        #expect(Array(lines.dropFirst().prefix(4)) == ["count 201", "Dune", "Emma", "shelves 1"], "\(after)")
    }

    /// Generic helpers as apps write them: `extension ModelContext { func fetchFirst<T>(_: FetchDescriptor<T>) }`, an
    /// upsert whose `FetchDescriptor<T>` takes its model from the predicate, and a count of the model a `T.Type` names.
    @Test func genericFunctionsFetchTheModelTheirCallGives() throws {
        let helpers = """
            extension ModelContext {
                func fetchFirst<T>(_ descriptor: FetchDescriptor<T>) throws -> T? where T: PersistentModel {
                    var descriptor = descriptor
                    descriptor.fetchLimit = 1
                    return try fetch(descriptor).first
                }
                func upsert<T: PersistentModel>(predicate: Predicate<T>, update: (T) -> Void, create: () -> T) throws -> T {
                    var descriptor = FetchDescriptor<T>(predicate: predicate)
                    descriptor.fetchLimit = 1
                    if let existing = try fetch(descriptor).first { update(existing); return existing }
                    let made = create()
                    insert(made)
                    return made
                }
            }
            func countAll<T: PersistentModel>(_ type: T.Type, in context: ModelContext) -> Int {
                (try? context.fetchCount(FetchDescriptor<T>())) ?? -1
            }

            """
        let source = Self.source
            .replacingOccurrences(of: "struct E: TimelineEntry", with: helpers + "struct E: TimelineEntry")
            .replacingOccurrences(of: "let onShelf = shelves.first?.books?.count ?? -1", with: """
                let ctx = ModelContext(container)
                            let book = try ctx.upsert(predicate: #Predicate<Book> { $0.title == "Dune" }, update: { $0.pages += 1 },
                                                      create: { Book(title: "Dune", pages: 7) })
                            let longest = try ctx.fetchFirst(FetchDescriptor<Book>(sortBy: [SortDescriptor(\\.pages, order: .reverse)]))
                            let onShelf = book.pages * 10 + (longest?.pages ?? 0) / 100 + countAll(Shelf.self, in: ctx)
                """)
        #expect(source.contains("countAll(Shelf.self"))
        let errors = SwiftWidgetDrawing.errors(source, path: "D.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(source, path: "D.swift")
        // No books: Dune is made with 7 pages; it is the longest; no shelf.
        #expect(SwiftWidgetDrawing.rows(try session.render(widget: "W", family: "systemLarge").result.text).contains("count 70"))
        try session.perform(intent: "AddBooks", arguments: [:])
        // Three books (the first render's Dune, the actor's, Emma); the first Dune is found and given a page (8);
        // Emma (300) is the longest; one shelf.
        let lines = SwiftWidgetDrawing.rows(try session.render(widget: "W", family: "systemLarge").result.text).filter { !$0.isEmpty }
        #expect(lines.dropFirst().first == "count \(300 + 80 + 3 + 1)", "\(lines)")
    }

    /// `FetchDescriptor(predicate: filter.value)`: a predicate that a function or a property of a value gives, whose model
    /// is known when it runs, and `context.fetch(.long(…))`, a static of the program's `extension FetchDescriptor where T == Book`.
    @Test func aDescriptorTakesItsModelFromAPredicateAFunctionGives() throws {
        let helpers = """
            enum BookFilter {
                case longerThan(Int)
                case titled(String)
                var value: Predicate<Book> {
                    switch self {
                    case .longerThan(let pages): return #Predicate<Book> { $0.pages > pages }
                    case .titled(let title): return #Predicate<Book> { $0.title == title }
                    }
                }
            }
            func notTitled(_ title: String) -> Predicate<Book> { #Predicate<Book> { $0.title != title } }
            extension FetchDescriptor where T == Book {
                static func matching(_ filter: BookFilter) -> FetchDescriptor {
                    .init(predicate: filter.value, sortBy: [SortDescriptor(\\.title)])
                }
            }

            """
        let source = Self.source
            .replacingOccurrences(of: "struct E: TimelineEntry", with: helpers + "struct E: TimelineEntry")
            .replacingOccurrences(of: "let onShelf = shelves.first?.books?.count ?? -1", with: """
                let ctx = ModelContext(container)
                            let predicate = notTitled("Dune")
                            let others = try ctx.fetchCount(FetchDescriptor(predicate: predicate, sortBy: [SortDescriptor<Book>(\\.title)]))
                            let long = try ctx.fetch(.matching(.longerThan(100))).map(\\.pages)
                            let onShelf = others * 10 + (long.first ?? 0) / 100
                """)
        #expect(source.contains("notTitled(\"Dune\")"))
        let errors = SwiftWidgetDrawing.errors(source, path: "D.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(source, path: "D.swift")
        try session.perform(intent: "AddBooks", arguments: [:])
        // Dune and Emma: one book is not Dune; Emma (300 pages) is the one longer than 100.
        let lines = SwiftWidgetDrawing.rows(try session.render(widget: "W", family: "systemLarge").result.text).filter { !$0.isEmpty }
        #expect(lines.dropFirst().first == "count \(200 + 10 + 3)", "\(lines)")
    }

    /// A store declared as apps that migrate it do: models nested in a `VersionedSchema` (named through a type alias), a
    /// `SchemaMigrationPlan` with its stages, and `ModelContainer(for: Schema(versionedSchema:), migrationPlan:,
    /// configurations:)`. The container holds the versioned schema's models; the stages do not run.
    @Test func aVersionedSchemaAndItsMigrationPlanMakeTheContainer() throws {
        let source = """
            import SwiftUI
            import SwiftData
            import WidgetKit

            enum NotesSchemaV1: VersionedSchema {
                static var versionIdentifier = Schema.Version(1, 0, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
                @Model final class Note {
                    var title: String = ""
                    init(title: String) { self.title = title }
                }
            }
            enum NotesSchemaV2: VersionedSchema {
                static var versionIdentifier = Schema.Version(2, 1, 0)
                static var models: [any PersistentModel.Type] { [Note.self] }
                @Model final class Note {
                    var title: String = ""
                    var pinned: Bool = false
                    init(title: String, pinned: Bool) { self.title = title; self.pinned = pinned }
                }
            }
            enum NotesMigrationPlan: SchemaMigrationPlan {
                static var schemas: [any VersionedSchema.Type] { [NotesSchemaV1.self, NotesSchemaV2.self] }
                static var stages: [MigrationStage] { [.lightweight(fromVersion: NotesSchemaV1.self, toVersion: NotesSchemaV2.self)] }
            }
            typealias Note = NotesSchemaV2.Note

            struct E: TimelineEntry { let date: Date; let text: String }
            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: Date(), text: "") }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                    let schema = Schema(versionedSchema: NotesSchemaV2.self)
                    let container = try! ModelContainer(for: schema, migrationPlan: NotesMigrationPlan.self,
                                                        configurations: [ModelConfiguration(schema: schema)])
                    let context = ModelContext(container)
                    context.insert(Note(title: "plan", pinned: true))
                    try? context.save()
                    let notes = (try? context.fetch(FetchDescriptor<Note>())) ?? []
                    let version = NotesSchemaV2.versionIdentifier
                    let text = notes.map { "\\($0.title) \\($0.pinned)" }.joined() + " v\\(version.major).\\(version.minor) \\(NotesMigrationPlan.stages.count)"
                    completion(Timeline(entries: [E(date: Date(), text: text)], policy: .never))
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "notes", provider: P()) { Text($0.text) } }
            }
            """
        let errors = SwiftWidgetDrawing.errors(source, path: "N.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(source, path: "N.swift")
        let lines = SwiftWidgetDrawing.rows(try session.render(widget: "W", family: "systemMedium").result.text).filter { !$0.isEmpty }
        #expect(lines.dropFirst().first == "plan true v2.1 1", "\(lines)")
    }

    /// `sortBy: [.init(\\.title, order: .reverse)]`: a SortDescriptor written without its type.
    @Test func aSortDescriptorMayBeWrittenAsInit() throws {
        let source = Self.source.replacingOccurrences(of: "sortBy: [SortDescriptor(\\.title)]", with: "sortBy: [.init(\\.title, order: .reverse)]")
        let session = try TestSession.open(source, path: "D.swift")
        try session.perform(intent: "AddBooks", arguments: [:])
        let lines = SwiftWidgetDrawing.rows(try session.render(widget: "W", family: "systemLarge").result.text).filter { !$0.isEmpty }
        #expect(Array(lines.dropFirst().prefix(3)) == ["count 201", "Emma", "Dune"], "\(lines)")
    }

    /// `@Query(longBooks)`: the descriptor a static property of the view gives, built as apps write it (its
    /// generic argument inferred from the predicate, returned where a `FetchDescriptor<Book>` is declared).
    @Test func aQueryMayNameAStaticDescriptorOfItsView() throws {
        let source = Self.source
            .replacingOccurrences(of: "@Query(FetchDescriptor<Book>(sortBy: [SortDescriptor(\\.title)])) var books: [Book]", with: """
                @Query(longBooks) var books: [Book]
                    static var longBooks: FetchDescriptor<Book> {
                        let predicate = #Predicate<Book> { $0.pages > 100 }
                        var descriptor = FetchDescriptor(predicate: predicate, sortBy: [SortDescriptor(\\Book.title)])
                        descriptor.fetchLimit = 5
                        return descriptor
                    }
                """)
        #expect(source.contains("@Query(longBooks)"))
        let (errors, text) = try SwiftWidgetDrawing.drawn(source, path: "D.swift", widget: "W", family: "systemLarge", after: "AddBooks")
        #expect(errors.isEmpty, "\(errors)")
        let lines = SwiftWidgetDrawing.rows(text ?? "").filter { !$0.isEmpty }
        // Dune has 10 pages: only Emma is long.
        #expect(Array(lines.dropFirst().prefix(3)) == ["count 201", "Emma", "shelves 1"], "\(lines)")
    }

    /// `let newest: FetchDescriptor<Reading> = FetchDescriptor(sortBy: …)`, and one a function returns as its declared
    /// `FetchDescriptor<Reading>`: the model the context's type names; `processPendingChanges()` has nothing to apply.
    @Test func aDescriptorTakesItsModelFromTheTypeItIsStoredAs() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            import SwiftData
            import AppIntents

            @Model final class Reading {
                var value: Int
                var taken: Date
                init(value: Int, taken: Date) { self.value = value; self.taken = taken }
            }
            struct AddReadings: AppIntent {
                static var title: LocalizedStringResource = "Add"
                func perform() async throws -> some IntentResult {
                    let context = ModelContext(try ModelContainer(for: Reading.self))
                    context.insert(Reading(value: 3, taken: Date(timeIntervalSince1970: 10)))
                    context.insert(Reading(value: 7, taken: Date(timeIntervalSince1970: 20)))
                    context.processPendingChanges()
                    try context.save()
                    return .result()
                }
            }
            func oldestFirst() -> FetchDescriptor<Reading> {
                FetchDescriptor(sortBy: [SortDescriptor(\\.taken)])
            }
            struct E: TimelineEntry { let date: Date; let text: String }
            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: Date(), text: "-") }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                    let context = ModelContext(try! ModelContainer(for: Reading.self))
                    let all: FetchDescriptor<Reading> = FetchDescriptor()
                    let newest: FetchDescriptor<Reading> = FetchDescriptor(sortBy: [SortDescriptor(\\.taken, order: .reverse)])
                    let count = (try? context.fetch(all))?.count ?? -1
                    let first = (try? context.fetch(newest))?.first?.value ?? -1
                    let oldest = (try? context.fetch(oldestFirst()))?.first?.value ?? -1
                    completion(Timeline(entries: [E(date: Date(), text: "\\(count) \\(first) \\(oldest)")], policy: .never))
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: P()) { Text($0.text) } }
            }
            """
        let (errors, text) = try SwiftWidgetDrawing.drawn(source, path: "R.swift", widget: "W", family: "systemSmall", after: "AddReadings")
        #expect(errors.isEmpty, "\(errors)")
        #expect(text?.contains("2 7 3") == true, "\(text ?? "")")
    }

    /// In a model's own code `modelContext` is SwiftData's `PersistentModel.modelContext`, an optional context
    /// (`guard let context = modelContext`), passed where a `ModelContext` goes.
    @Test func aModelsOwnModelContextIsTheContext() throws {
        let source = """
            import SwiftUI
            import WidgetKit
            import SwiftData
            import AppIntents

            @Model final class Tag {
                var name: String
                init(name: String) { self.name = name }
                static func create(context: ModelContext, name: String) throws -> Tag {
                    let tag = Tag(name: name)
                    context.insert(tag)
                    return tag
                }
            }
            @Model final class Item {
                var title: String
                var tags: [Tag] = []
                init(title: String) { self.title = title }
                func tagged() throws {
                    guard let context = modelContext else { return }
                    tags = [try Tag.create(context: context, name: title.uppercased())]
                }
            }
            struct AddItem: AppIntent {
                static var title: LocalizedStringResource = "Add"
                func perform() async throws -> some IntentResult {
                    let context = ModelContext(try ModelContainer(for: Item.self, Tag.self))
                    let item = Item(title: "milk")
                    context.insert(item)
                    try item.tagged()
                    try context.save()
                    return .result()
                }
            }
            struct E: TimelineEntry { let date: Date }
            struct P: TimelineProvider {
                func placeholder(in context: Context) -> E { E(date: Date()) }
                func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
            }
            struct V: View {
                @Query var items: [Item]
                @Query var tags: [Tag]
                var body: some View { Text("\\(items.count) \\(tags.map(\\.name))") }
            }
            struct W: Widget {
                var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: P()) { _ in V() } }
            }
            """
        let (errors, text) = try SwiftWidgetDrawing.drawn(source, path: "Items.swift", widget: "W", family: "systemSmall", after: "AddItem")
        #expect(errors.isEmpty, "\(errors)")
        #expect(text?.contains("1 [\"MILK\"]") == true, "\(text ?? "")")
    }
}
