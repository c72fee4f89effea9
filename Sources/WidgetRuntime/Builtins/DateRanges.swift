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
            registry.register(type: type)
        }
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
