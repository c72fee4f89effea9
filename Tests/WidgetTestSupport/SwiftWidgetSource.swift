/// Swift widget sources for tests: the imports, an `Entry` with only a date and a
/// `Provider` whose timeline is that one entry — the part every small Swift test widget
/// repeats — followed by the test's own view and widget.
public enum SwiftWidgetSource {
    public static func withEntryAndProvider(_ rest: String) -> String {
        """
        import SwiftUI
        import WidgetKit

        struct Entry: TimelineEntry { let date: Date }

        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: .now)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                completion(Timeline(entries: [Entry(date: .now)], policy: .never))
            }
        }

        \(rest)
        """
    }
}
