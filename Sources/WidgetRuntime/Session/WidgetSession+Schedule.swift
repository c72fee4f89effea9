import Foundation

/// One event of a simulated schedule.
public struct ScheduleEvent: Sendable {
    public enum Kind: Sendable {
        case reload(cause: String)
        case entry(index: Int, count: Int)
        case failure(String)
    }
    public var date: Date
    public var kind: Kind
}

extension WidgetSession {
    /// WidgetKit's daily reload budget, roughly.
    public static let dailyReloadBudget = 70

    /// Simulates `duration` seconds from now: every reload the policy asks for
    /// (the provider runs with the clock at that time) and every entry change.
    /// The store's cached timeline is left as it is.
    public func simulate(widget: String, duration: TimeInterval) throws -> [ScheduleEvent] {
        let start = now, end = now.addingTimeInterval(duration)
        var events: [ScheduleEvent] = []
        var time = start
        var cause = "first timeline"
        var reloads = 0
        while time <= end, reloads < 10_000 {
            var options = self.options
            options.now = time
            options.forceReload = true
            options.trace = nil
            let session = try WidgetSession(program: program, options: options, registry: registry, persistsTimelines: false)
            session.sourceLoader = sourceLoader
            events.append(ScheduleEvent(date: time, kind: .reload(cause: cause)))
            reloads += 1
            let snapshot: TimelineSnapshot
            do {
                guard let fresh = try session.timeline(widget: widget).0 else {
                    events.append(ScheduleEvent(date: time, kind: .failure("the widget is not configured")))
                    break
                }
                snapshot = fresh
            } catch let error as SessionError {
                events.append(ScheduleEvent(date: time, kind: .failure(error.message)))
                break
            }
            let next = snapshot.nextReload
            let dated = snapshot.entries.enumerated().map { ($0.offset, TimelineSnapshot.date(of: $0.element) ?? time) }
            for (index, date) in dated.sorted(by: { ($0.1, $0.0) < ($1.1, $1.0) }) {
                let shown = max(date, time)
                if shown > end { continue }
                if let next, shown >= next { continue }
                events.append(ScheduleEvent(date: shown, kind: .entry(index: index + 1, count: snapshot.entries.count)))
            }
            guard let next else { break }
            switch snapshot.policy {
            case .after(let date) where date >= next: cause = "policy .after(\(ISO8601.format(date)))"
            case .after: cause = "policy .after, no sooner than \(Int(TimelineSnapshot.minimumReloadInterval / 60)) minutes"
            case .atEnd: cause = "policy .atEnd"
            case .never: cause = ""
            }
            time = next
        }
        return events
    }
}
