import WidgetKit
import SwiftUI

@main
struct NotesWidgetBundle: WidgetBundle {
    var body: some Widget {
        PinnedNotesWidget()
        NotesWidget()
    }
}
