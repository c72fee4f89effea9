import AppIntents

struct BookEntity: AppEntity, Identifiable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static var defaultQuery = BookQuery()

    var id: UUID
    var title: String
    var author: String

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(author)", image: .init(systemName: "book"))
    }
}

struct BookQuery: EntityQuery, EntityStringQuery {
    func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] {
        Library.books.filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [BookEntity] { Library.books }
    func entities(matching string: String) async throws -> [BookEntity] {
        Library.books.filter { $0.title.localizedCaseInsensitiveContains(string) }
    }
    func defaultResult() async -> BookEntity? { Library.books.first }
}

enum Library {
    static let books: [BookEntity] = [
        BookEntity(id: UUID(), title: "Dune", author: "Herbert"),
        BookEntity(id: UUID(), title: "Emma", author: "Austen"),
    ]
}

struct OpenBookIntent: AppIntent {
    static var title: LocalizedStringResource = "Open book"
    static var openAppWhenRun = true
    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$book)")
    }
    @Parameter(title: "Book") var book: BookEntity
    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog & ReturnsValue<String> {
        .result(value: book.title, dialog: "Opening \(book.title)")
    }
}
