import WidgetKit
import SwiftUI

struct ClockEntry: TimelineEntry {
    let date: Date
}

struct ClockProvider: TimelineProvider {
    func placeholder(in context: Context) -> ClockEntry { ClockEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (ClockEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ClockEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

// Each target has only its own face: read for the other platform, this file names a function its target lacks.
#if os(macOS)
let caption = macCaption()
#elseif os(iOS) || os(watchOS)
let caption = phoneCaption()
#endif

#if canImport(AppKit)
let toolkit = "AppKit"
#elseif canImport(UIKit)
let toolkit = "UIKit"
#else
let toolkit = "neither"
#endif

#if targetEnvironment(macCatalyst)
let catalyst = "Catalyst"
#else
let catalyst = "native"
#endif

@main
struct ClockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ClockWidget", provider: ClockProvider()) { entry in
            VStack {
                Text(caption)
                Text(toolkit)
                Text(catalyst)
            }
            .containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
