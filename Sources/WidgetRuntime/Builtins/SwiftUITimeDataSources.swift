import Foundation
import WidgetLanguage

/// SwiftUI's `TimeDataSource<Date>`, which gives `Text` a value of the time it is drawn at:
/// `.currentDate`, `.dateRange(startingAt:)`, `.dateRange(endingAt:)` and `.durationOffset(to:)`.
/// A widget here is drawn once for the time it renders, so each is the value for that time.
enum SwiftUITimeDataSources {
    static let typeName = "TimeDataSource"

    static func register(in registry: inout BuiltinRegistry) {
        let type = BuiltinType(typeName, instance: .named(typeName)) { i in .date(i.now) }
        type.sampleSource = "TimeDataSource<Date>.currentDate"
        let drawn = "the value at the time the widget is drawn"
        type.add(.init("currentDate", .staticProperty, result: .date, note: drawn) { i, _, _, _ in .date(i.now) })
        type.add(.init("dateRange", .staticMethod, ["startingAt:Date", "endingAt:Date"], result: .named(DateRanges.typeName("..<")),
                       note: drawn + ": `date..<max(date, now)` or `min(date, now)..<date`") { i, _, args, r in
            if let start = args.value("startingAt") {
                let date = try i.date(start, "dateRange(startingAt:)", r)
                return DateRanges.value(DateRanges.typeName("..<"), date, max(date, i.now))
            }
            let date = try i.date(args.value("endingAt"), "dateRange(endingAt:)", r)
            return DateRanges.value(DateRanges.typeName("..<"), min(date, i.now), date)
        })
        type.add(.init("durationOffset", .staticMethod, ["to:Date"], result: .duration,
                       note: drawn + ": the duration from now to the date, negative once it has passed") { i, _, args, r in
            .duration(try i.date(args.value("to"), "durationOffset(to:)", r).timeIntervalSince(i.now))
        })
        registry.register(type: type)
    }
}
