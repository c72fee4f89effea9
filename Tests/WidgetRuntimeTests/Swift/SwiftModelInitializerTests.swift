import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// An `@Model` class's `init` runs when the model is made, as in Swift: one that does more than
/// store its parameters (capitalises a title, counts its words, stamps the date) makes the record
/// an intent inserts, and the widget draws what it stored. Its labels, not the stored
/// properties', are the call's.
@Suite struct SwiftModelInitializerTests {
    static let source = """
    import WidgetKit
    import SwiftUI
    import SwiftData
    import AppIntents

    @Model
    class Note {
        var title: String
        var words: Int
        var created: Date
        init(titled text: String) {
            self.title = text.capitalized
            self.words = text.split(separator: " ").count
            created = .now
        }
    }

    struct E: TimelineEntry { let date: Date }
    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(E(date: .now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
            completion(Timeline(entries: [E(date: .now)], policy: .never))
        }
    }
    struct Rows: View {
        @Query(sort: \\Note.title) var notes: [Note]
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(notes) { note in Text("\\(note.title): \\(note.words) words, \\(note.created.formatted(date: .omitted, time: .shortened))") }
            }
        }
    }
    struct Notes: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "notes", provider: P()) { _ in Rows() }.supportedFamilies([.systemMedium])
        }
    }
    struct AddNote: AppIntent {
        static var title: LocalizedStringResource = "Add note"
        @Parameter(title: "Text") var text: String
        func perform() async throws -> some IntentResult {
            let context = ModelContext(try ModelContainer(for: Note.self))
            context.insert(Note(titled: text))
            try context.save()
            return .result()
        }
    }

    """

    @Test func theModelsInitializerMakesTheRecordTheIntentInserts() throws {
        let errors = SwiftWidgetDrawing.errors(Self.source, path: "Notes.swift")
        #expect(errors.isEmpty, "\(errors)")
        let session = try TestSession.open(Self.source, path: "Notes.swift", now: "2026-11-21T09:00:00Z")
        try session.perform(intent: "AddNote", arguments: ["text": "buy more milk"])
        try session.perform(intent: "AddNote", arguments: ["text": "call mum"])
        let rows = SwiftWidgetDrawing.rows(try session.render(widget: "Notes", family: "systemMedium").result.text)
        #expect(rows.contains("Buy More Milk: 3 words, 9:00 AM") && rows.contains("Call Mum: 2 words, 9:00 AM"), "\(rows)")
    }

    /// `created = .now` in an `init`: the implicit member is the property's type's (a struct's as a model's).
    @Test func anImplicitMemberAssignedInAnInitializerIsThePropertysType() {
        let outcome = SwiftProgram.run(source: """
        struct Stamp {
            var at: Date
            var level: Double
            var end: Date?
            init() { at = .now; level = 2; self.end = .distantFuture }
        }
        func run() {
            let s = Stamp()
            print(s.at.timeIntervalSince1970, s.level, s.end.map { $0 > s.at } ?? false)
        }

        """, fileName: "Stamp")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "0.0 2.0 true\n", "\(outcome.output)")
    }

    @Test func aCallUsesTheInitializersLabels() {
        let wrong = Self.source.replacingOccurrences(of: "Note(titled: text)", with: "Note(title: text)")
        #expect(SwiftWidgetDrawing.errors(wrong, path: "Notes.swift")
                == ["44:24: no initializer of 'Note' takes the arguments (title:); use Note(titled:)"])
    }
}
