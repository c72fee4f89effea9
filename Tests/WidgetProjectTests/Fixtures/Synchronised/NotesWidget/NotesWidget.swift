import WidgetKit
import SwiftUI

struct NotesEntry: TimelineEntry {
    let date: Date
    let notes: [Note]
}

struct NotesProvider: TimelineProvider {
    func placeholder(in context: Context) -> NotesEntry {
        NotesEntry(date: .now, notes: sampleNotes)
    }

    func getSnapshot(in context: Context, completion: @escaping (NotesEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<NotesEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct NotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "NotesWidget", provider: NotesProvider()) { entry in
            VStack(alignment: .leading) {
                ForEach(entry.notes) { note in
                    NoteRow(note: note)
                }
            }
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct PinnedNotesWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "PinnedNotesWidget", provider: NotesProvider()) { entry in
            VStack {
                Text("Pinned")
                ForEach(entry.notes.filter { $0.pinned }) { note in
                    NoteRow(note: note)
                }
            }
        }
        .supportedFamilies([.systemSmall])
    }
}

#Preview(as: .systemSmall) {
    NotesWidget()
} timeline: {
    NotesEntry(date: .now, notes: sampleNotes)
}
