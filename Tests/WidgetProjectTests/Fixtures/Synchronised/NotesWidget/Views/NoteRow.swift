import SwiftUI

struct NoteRow: View {
    let note: Note

    var body: some View {
        Text(NoteFormat.title(for: note)).lineLimit(1)
    }
}
