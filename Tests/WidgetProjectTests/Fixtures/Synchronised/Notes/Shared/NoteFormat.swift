enum NoteFormat {
    static func title(for note: Note) -> String {
        note.pinned ? "\(Badge.pin) \(note.title)" : note.title
    }
}
