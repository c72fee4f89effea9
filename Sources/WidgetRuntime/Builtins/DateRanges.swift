import Foundation
import WidgetLanguage
import WidgetRender

/// `start...end` and `start..<end` of two `Date`s (Swift's `ClosedRange<Date>`
/// and `Range<Date>`): their bounds, `contains`, and the timer views that take
/// one (`ProgressView(timerInterval:)`).
enum DateRanges {
    static func typeName(_ op: String) -> String { op == "..." ? "ClosedRange<Date>" : "Range<Date>" }
    static func isRangeType(_ name: String) -> Bool { name == "ClosedRange<Date>" || name == "Range<Date>" }

    static func make(_ op: String, _ low: Date, _ high: Date, _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        // Swift stops the program here; a widget gets a located error.
        guard low <= high else { throw interpreter.error("a range's lower bound is after its upper bound", range) }
        return value(typeName(op), low, high)
    }

    static func value(_ type: String, _ low: Date, _ high: Date) -> Value {
        Interpreter.foundationObject(type, [("lowerBound", .date(low)), ("upperBound", .date(high))])
    }

    static func bounds(_ value: Value) -> (lower: Date, upper: Date, closed: Bool)? {
        guard case .object(let object) = value, object.type == typeName("...") || object.type == typeName("..<"),
              case .date(let low)? = object["lowerBound"], case .date(let high)? = object["upperBound"] else { return nil }
        return (low, high, object.type == typeName("..."))
    }

    static func register(in registry: inout BuiltinRegistry) {
        for op in ["...", "..<"] {
            let name = typeName(op)
            let type = BuiltinType(name, instance: .named(name)) { i in value(name, i.now, i.now.addingTimeInterval(60)) }
            type.sampleSource = "(now\(op)now.addingTimeInterval(60))"
            type.add(.init("lowerBound", .property, result: .date) { _, v, _, _ in Interpreter.field(v, "lowerBound") })
            type.add(.init("upperBound", .property, result: .date) { _, v, _, _ in Interpreter.field(v, "upperBound") })
            type.add(.init("isEmpty", .property, result: .bool, note: "a closed range is never empty") { _, v, _, _ in
                guard let (low, high, closed) = bounds(v) else { return .bool(false) }
                return .bool(!closed && low == high)
            })
            type.add(.init("contains", .method, ["_:Date"], result: .bool) { i, v, args, r in
                let date = try i.date(args.value(nil), "contains", r)
                guard let (low, high, closed) = bounds(v) else { return .bool(false) }
                return .bool(date >= low && (closed ? date <= high : date < high))
            })
            if op == "..<" {
                type.add(.init("formatted", .method, ["", "date:Date.FormatStyle.DateStyle time:Date.FormatStyle.TimeStyle", "_:\(intervalStyle)"],
                               result: .string,
                               note: "Foundation's Date.IntervalFormatStyle, in the widget's locale and time zone unless the style gives its own") { i, v, args, r in
                    guard let (low, high, _) = bounds(v) else { throw i.error("formatted takes a range of dates", r) }
                    let style = args.value(nil) ?? intervalStyleValue(args)
                    return .string((low..<high).formatted(foundationIntervalStyle(style, i)))
                })
            }
            registry.register(type: type)
        }
        registerIntervalStyle(in: &registry)
    }

    static let intervalStyle = "Date.IntervalFormatStyle"

    /// `Date.IntervalFormatStyle(date:time:locale:calendar:timeZone:)`: what it was given (nil: Foundation's default).
    static func intervalStyleValue(_ args: [CallArgument]) -> Value {
        Interpreter.foundationObject(intervalStyle, ["date", "time", "locale", "calendar", "timeZone"].map { ($0, args.value($0) ?? .null) })
    }

    /// Foundation's interval style for a style value: the parts both dates share are said once ("12:00 – 1:00 AM").
    static func foundationIntervalStyle(_ style: Value, _ i: Interpreter) -> Date.IntervalFormatStyle {
        let field = { (name: String) in Interpreter.field(style, name) }
        let timeZone = i.timeZone(field("timeZone"))
        var calendar = Calendar(identifier: .gregorian)
        if field("calendar").isNull { calendar.timeZone = timeZone } else { calendar = i.foundationCalendar(field("calendar")) }
        return Date.IntervalFormatStyle(date: i.caseName(field("date")).flatMap { DateFormatStyles.dateStyles[$0] },
                                        time: i.caseName(field("time")).flatMap { DateFormatStyles.timeStyles[$0] },
                                        locale: i.locale(field("locale")), calendar: calendar, timeZone: timeZone)
    }

    static func registerIntervalStyle(in registry: inout BuiltinRegistry) {
        let style = BuiltinType(intervalStyle, instance: .named(intervalStyle)) { _ in intervalStyleValue([]) }
        style.sampleSource = "Date.IntervalFormatStyle(date: .numeric, time: .shortened)"
        registry.types["Date"]?.add(.init("IntervalFormatStyle", .staticMethod,
                                          ["date?:Date.FormatStyle.DateStyle? time?:Date.FormatStyle.TimeStyle? locale?:Locale calendar?:Calendar timeZone?:TimeZone"],
                                          result: .named(intervalStyle)) { _, _, args, _ in intervalStyleValue(args) })
        style.add(.init("format", .method, ["_:Range<Date>"], result: .string) { i, s, args, r in
            guard let (low, high, _) = bounds(args.first?.value ?? .null) else { throw i.error("format takes a range of dates", r) }
            return .string(foundationIntervalStyle(s, i).format(low..<high))
        })
        registry.register(type: style)
    }
}

extension Interpreter {
    /// `ProgressView(timerInterval: start...end, countsDown: true) { label }`: a bar
    /// filled by the share of the interval left (elapsed when not counting down) now.
    func timerProgress(_ interval: Value, countsDown: Value?, label: ViewNode?, at range: SourceRange) throws -> ViewNode {
        guard let (low, high, _) = DateRanges.bounds(interval) else {
            throw error("'timerInterval:' takes a range of dates, as in start...end; found \(typeName(of: interval))", range)
        }
        var down = true
        if case .bool(let given)? = countsDown { down = given }
        let span = high.timeIntervalSince(low)
        let elapsed = span > 0 ? min(1, max(0, now.timeIntervalSince(low) / span)) : 1
        // Before its end the bar moves; after it, it stays full (or empty).
        if now < high { showsLiveClock = true }
        return ViewNode(.progress(value: down ? 1 - elapsed : elapsed, total: 1, label: label))
    }
}
