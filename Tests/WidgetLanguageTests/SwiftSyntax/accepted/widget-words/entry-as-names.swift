import WidgetKit
import SwiftUI
struct SimpleEntry: TimelineEntry { let date: Date; let value: Int }
struct EntryView: View {
    var entry: SimpleEntry
    var body: some View {
        let entry = self.entry
        Text("\(entry.value)")
    }
}
func entries(for entry: SimpleEntry) -> [SimpleEntry] {
    var entry = entry
    entry = SimpleEntry(date: entry.date.addingTimeInterval(60), value: entry.value + 1)
    return [entry]
}
