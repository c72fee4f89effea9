import Foundation
import WidgetLanguage

extension Interpreter {
    /// `Text(date, style:)` and `Text("Updated \(date, style: .time)")`: the date as the style writes it.
    func dateStyleText(_ date: Date, style: String) -> String {
        if let live = liveDateText(date, style: style) { return live }
        return style == "time" ? dates.format(date, dateStyle: "omitted", timeStyle: nil) : dates.format(date, dateStyle: "long", timeStyle: "omitted")
    }

    /// `Text(date, style: .timer / .relative / .offset)`: the time to or since
    /// `date` at the render's time; a live host draws it again every second.
    /// Nil for the other styles (`.time`, `.date`).
    func liveDateText(_ date: Date, style: String) -> String? {
        let seconds = date.timeIntervalSince(now)  // in the future: positive
        let whole = seconds.isFinite ? Int(min(abs(seconds), 1e15)) : 0
        switch style {
        case "timer":
            showsLiveClock = true
            return TimerText.clock(whole)
        case "relative":
            showsLiveClock = true
            return TimerText.relative(whole)
        case "offset":
            showsLiveClock = true
            return (seconds < 0 ? "-" : "+") + TimerText.relative(whole)
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// `Text(timerInterval: start...end, pauseTime: nil, countsDown: true, showsHours: true)`:
    /// the time left to the end (or gone since the start), held within the interval; a
    /// live host draws it again every second until the end, unless it is paused.
    func timerIntervalText(_ interval: Value, pauseTime: Value?, countsDown: Value?, showsHours: Value?,
                           at range: SourceRange) throws -> String {
        guard let (low, high, _) = DateRanges.bounds(interval) else {
            throw error("'timerInterval:' takes a range of dates, as in start...end; found \(typeName(of: interval))", range)
        }
        var moment = now
        if case .date(let paused)? = pauseTime { moment = paused } else if now < high { showsLiveClock = true }
        let held = min(max(moment, low), high)
        var down = true, hours = true
        if case .bool(let given)? = countsDown { down = given }
        if case .bool(let given)? = showsHours { hours = given }
        let seconds = down ? high.timeIntervalSince(held) : held.timeIntervalSince(low)
        let whole = seconds.isFinite ? Int(min(max(seconds, 0), 1e15)) : 0
        if hours { return TimerText.clock(whole) }
        let rest = whole % 60
        return "\(whole / 60):\(rest < 10 ? "0" : "")\(rest)"
    }
}

/// How SwiftUI's date styles write a span of seconds (in English).
enum TimerText {
    /// `.timer`: `0:05`, `12:34`, `1:02:03`.
    static func clock(_ seconds: Int) -> String {
        let hours = seconds / 3600, minutes = seconds / 60 % 60, rest = seconds % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }

    /// `.relative`: the two largest units, `2 hr, 5 min`, `3 min, 0 sec`, `45 sec`.
    static func relative(_ seconds: Int) -> String {
        let days = seconds / 86400, hours = seconds / 3600 % 24, minutes = seconds / 60 % 60, rest = seconds % 60
        if days > 0 { return "\(days) day\(days == 1 ? "" : "s"), \(hours) hr" }
        if hours > 0 { return "\(hours) hr, \(minutes) min" }
        if minutes > 0 { return "\(minutes) min, \(rest) sec" }
        return "\(rest) sec"
    }
}
