import Foundation
import WidgetSources

/// One event of a simulated schedule.
public struct ScheduleEvent: Sendable {
    public enum Kind: Sendable {
        case reload(cause: String)
        case entry(index: Int, count: Int)
        case failure(String)
        /// After a failure: the provider is asked again after `delay` (the `failures`-th in a row).
        case retry(after: TimeInterval, failures: Int)
        /// A failure before the simulation started is still waiting for its retry.
        case waiting(until: Date, failures: Int, message: String)
    }
    public var date: Date
    public var kind: Kind
}

extension WidgetSession {
    /// WidgetKit's daily reload budget, roughly.
    public static let dailyReloadBudget = 70

    /// Simulates `duration` seconds from now: every reload the policy asks for
    /// (the provider runs with the clock at that time), every entry change,
    /// and after a failed timeline the retries of `RetryBackoff`. Each source
    /// is fetched once and answers the same way at later reloads. The store's
    /// cached timeline is left as it is. The provider's `context.family` is
    /// `family` (nil: the widget's first).
    public func simulate(widget: String, family: String? = nil, duration: TimeInterval) throws -> [ScheduleEvent] {
        let start = now, end = now.addingTimeInterval(duration)
        var events: [ScheduleEvent] = []
        var time = start
        var cause = "first timeline"
        var reloads = 0
        var failures = 0
        let loader = (sourceLoader as? SourceLoader)?.memoizing() ?? sourceLoader
        if let retry = try retryState(widget: widget), try isWaiting(retry, widget: widget) {
            failures = retry.failures
            events.append(ScheduleEvent(date: start, kind: .waiting(until: retry.nextAttempt, failures: failures, message: retry.message)))
            time = retry.nextAttempt
            cause = retryCause(failures)
        }
        while time <= end, reloads < 10_000 {
            var options = self.options
            options.now = time
            options.forceReload = true
            options.trace = nil
            let session = try WidgetSession(program: program, options: options, registry: registry, persistsTimelines: false)
            session.sourceLoader = loader
            events.append(ScheduleEvent(date: time, kind: .reload(cause: cause)))
            reloads += 1
            let fresh: TimelineSnapshot?, resolved: ResolvedState
            do {
                (fresh, resolved) = try session.timeline(widget: widget, family: family)
            } catch let error as SessionError {
                events.append(ScheduleEvent(date: time, kind: .failure(error.message)))
                break
            }
            switch resolved {
            case .unconfigured:
                events.append(ScheduleEvent(date: time, kind: .failure("the widget is not configured")))
            case .failed(let error):
                failures += 1
                let delay = RetryBackoff.delay(afterFailures: failures)
                events.append(ScheduleEvent(date: time, kind: .failure(error.message)))
                events.append(ScheduleEvent(date: time, kind: .retry(after: delay, failures: failures)))
                time = time.addingTimeInterval(delay)
                cause = retryCause(failures)
                continue
            case .configured:
                failures = 0
            }
            guard let snapshot = fresh, case .configured = resolved else { break }
            let next = snapshot.nextReload
            let dated = snapshot.entries.indices.map { ($0, snapshot.dates[$0] ?? time) }
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

    private func retryCause(_ failures: Int) -> String {
        "retry after \(failures == 1 ? "a failure" : "\(failures) failures in a row") (back-off \(RetryBackoff.describe(RetryBackoff.delay(afterFailures: failures))))"
    }
}
