import Foundation
import WidgetRuntime

/// `widgetry timeline FILE [--for 24h]`
enum TimelineCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "timeline",
        usage: "widgetry timeline FILE [--for DURATION] [options]",
        summary: "simulate a widget's schedule: entries and reloads",
        description: """
        Simulates the widget from now (or --now) for DURATION (default 24h; e.g.
        90m, 12h, 2d): each reload with its cause and each entry as it comes on
        screen. Reloads follow the timeline's policy (.atEnd: after the last
        entry; .after(date); .never), but never sooner than 5 minutes after the
        previous one, as WidgetKit throttles. Warns when the widget would reload
        more than 70 times a day, WidgetKit's budget. A timeline that fails is
        retried after 1 minute, then 2, 4, 8, 16, 32 and at most 60 minutes
        (sources are fetched once and answer the same way at later reloads).
        The provider is asked for --family's timeline (its context.family; with
        all, the widget's first family).
        """,
        options: [.value("--for", "DURATION", "how long to simulate (default 24h)")] + RunOptions.all)

    static func run(_ arguments: ParsedArguments) -> Int32 {
        guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
            return usageError("timeline takes one widget file")
        }
        guard let duration = parseDuration(arguments.value("--for") ?? "24h") else {
            return usageError("--for \(arguments.value("--for") ?? ""): not a duration; write e.g. 90m, 12h or 2d")
        }
        let opened = LoadedWidget.load(path, arguments)
        guard let loaded = opened.widget else { return opened.status }
        let session = loaded.session
        let start = session.options.now ?? Date()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = session.options.dates.timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        Terminal.output("\(loaded.widget): \(formatter.string(from: start)) for \(arguments.value("--for") ?? "24h") (\(formatter.timeZone.identifier == "GMT" ? "UTC" : formatter.timeZone.identifier))")
        return loaded.reportingErrors {
            let events = try session.simulate(widget: loaded.widget, family: loaded.families(arguments).first, duration: duration)
            var reloads = 0
            var status: Int32 = 0
            for event in events {
                switch event.kind {
                case .reload(let cause):
                    reloads += 1
                    Terminal.output("\(formatter.string(from: event.date))  reload — \(cause)")
                case .entry(let index, let count):
                    Terminal.output("\(formatter.string(from: event.date))    entry \(index) of \(count) shows")
                case .failure(let message):
                    Terminal.output("\(formatter.string(from: event.date))    timeline failed: \(message)")
                    status = 1
                case .retry(let delay, _):
                    Terminal.output("\(formatter.string(from: event.date))    retry in \(RetryBackoff.describe(delay))")
                case .waiting(let until, let failures, let message):
                    Terminal.output("\(formatter.string(from: event.date))  last reload failed (\(failures) in a row): \(message)")
                    Terminal.output("\(formatter.string(from: event.date))    waiting to retry at \(formatter.string(from: until))")
                    status = 1
                }
            }
            // The first timeline is a load, not a reload.
            let later = max(0, reloads - 1)
            let perDay = Double(later) * 86_400 / max(duration, 1)
            Terminal.output("\(later) reload\(later == 1 ? "" : "s") after the first timeline in \(arguments.value("--for") ?? "24h")")
            if perDay > Double(WidgetSession.dailyReloadBudget) {
                Terminal.writeError("widgetry: warning: this schedule reloads about \(Int(perDay.rounded())) times a day; WidgetKit's budget is about \(WidgetSession.dailyReloadBudget). Use .after(date) or give the timeline more entries.\n")
            }
            return status
        }
    }

    /// `90m`, `12h`, `2d`, `30s`, or seconds.
    static func parseDuration(_ text: String) -> TimeInterval? {
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        if let unit = text.last, let factor = units[unit], let value = Double(text.dropLast()), value > 0 { return value * factor }
        if let value = Double(text), value > 0 { return value }
        return nil
    }
}
