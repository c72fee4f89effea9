import AppIntents

struct ShortcutsProvider: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: OpenBookIntent(),
            phrases: [
                "Open a book in \(.applicationName)",
                "Read \(\.$book) with \(.applicationName)",
            ],
            shortTitle: "Open Book",
            systemImageName: "book"
        )
    }
    static var shortcutTileColor: ShortcutTileColor = .orange
}
struct OpenBookIntent: AppIntent {
    static let title: LocalizedStringResource = "Open"
    @Parameter(title: "Book") var book: String
    func perform() async throws -> some IntentResult { .result() }
}
