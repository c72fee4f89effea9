import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { Text(NoteFormat.title(for: sampleNotes[0])) }
    }
}
