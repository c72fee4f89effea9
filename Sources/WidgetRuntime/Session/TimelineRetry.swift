import Foundation
import WidgetLanguage
import WidgetSources

/// When a timeline fails (a source is down, a response has the wrong shape),
/// the widget keeps showing its last good timeline — or its placeholder —
/// marked stale, and the provider is asked again after a back-off: 1 minute
/// after the first failure, then 2, 4, 8, 16, 32, and at most 60 minutes
/// between attempts. A change of the widget file, its data files, the store or
/// its configuration, `invalidateTimeline` (a host's `r`), or `--reload`,
/// retries at once; a success ends the back-off.
public enum RetryBackoff {
    public static let first: TimeInterval = 60
    public static let maximum: TimeInterval = 60 * 60

    /// The wait after `failures` failures in a row.
    public static func delay(afterFailures failures: Int) -> TimeInterval {
        let doublings = Double(min(max(failures - 1, 0), 16))
        return min(first * pow(2, doublings), maximum)
    }

    /// `1 min`, `32 min`, `1 h`.
    public static func describe(_ delay: TimeInterval) -> String {
        delay >= 3600 && delay.truncatingRemainder(dividingBy: 3600) == 0 ? "\(Int(delay / 3600)) h" : "\(Int(delay / 60)) min"
    }
}

/// The failures of a widget instance's timeline, kept in the store.
public struct RetryState: Sendable {
    public var failures: Int
    public var message: String
    public var range: SourceRange?
    public var failedAt: Date
    public var nextAttempt: Date
    /// The widget file, data and configuration at the failure: a change retries at once.
    var fingerprint: String
}

extension WidgetSession {
    /// What a waiting retry depends on: the widget file, the change counters
    /// of the models the file reads, the configuration, and the local data
    /// files the widget reads.
    func reloadFingerprint(_ widget: String) throws -> String {
        "\(fileHash)|\(try state.changeStamp(models: readModels))|\(try configurationFingerprint(widget))|\(dataFilesStamp)"
    }

    /// The size and modification time of each local data file (`json("…")`),
    /// so a changed data file ends the wait in every process, not only in the
    /// host that saw the change.
    var dataFilesStamp: String {
        Fingerprint.of(dataFiles.map { path -> String in
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "\(path):missing" }
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(path):\(size):\(modified)"
        }.joined(separator: "\n"))
    }

    /// The pending retry of a widget whose last timeline failed, if any.
    public func retryState(widget: String) throws -> RetryState? {
        guard let json = try state.getJSON(retryKey(widget)),
              let failures = json["failures"]?.int, let message = json["message"]?.string,
              let failedAt = json["failedAt"]?.number, let next = json["nextAttempt"]?.number else { return nil }
        var range: SourceRange?
        if let r = json["range"]?.array?.compactMap(\.int), r.count == 6 {
            range = SourceRange(start: SourceLocation(line: r[0], column: r[1], offset: r[2]),
                                end: SourceLocation(line: r[3], column: r[4], offset: r[5]))
        }
        return RetryState(failures: failures, message: message, range: range, failedAt: Date(timeIntervalSince1970: failedAt),
                          nextAttempt: Date(timeIntervalSince1970: next), fingerprint: json["fingerprint"]?.string ?? "")
    }

    /// Whether a failed timeline is still waiting for its retry (so the provider is not asked now).
    func isWaiting(_ retry: RetryState, widget: String) throws -> Bool {
        try !options.forceReload && now < retry.nextAttempt && retry.fingerprint == reloadFingerprint(widget)
    }

    /// Counts a failure and schedules the next attempt.
    func recordFailure(_ error: SessionError, widget: String, previous: RetryState?) throws -> RetryState {
        let failures = (previous?.failures ?? 0) + 1
        // (With `--trace`, the failure is shown where the lifecycle is: the frame shows the placeholder's or the last good one.)
        trace("timeline failed: \(error.range.map { "\($0.start.line):\($0.start.column): " } ?? "")\(error.message)")
        let retry = RetryState(failures: failures, message: error.message, range: error.range, failedAt: now,
                               nextAttempt: now.addingTimeInterval(RetryBackoff.delay(afterFailures: failures)),
                               fingerprint: try reloadFingerprint(widget))
        try keepState("the timeline's failure was not recorded (the provider is asked again at the next render)") {
            try saveRetry(retry, widget: widget)
        }
        return retry
    }

    func saveRetry(_ retry: RetryState, widget: String) throws {
        guard persistsTimelines else { return }
        var fields: [(String, JSONValue)] = [
            ("failures", .int(retry.failures)), ("message", .string(retry.message)),
            ("failedAt", .double(retry.failedAt.timeIntervalSince1970)),
            ("nextAttempt", .double(retry.nextAttempt.timeIntervalSince1970)), ("fingerprint", .string(retry.fingerprint)),
        ]
        if let r = retry.range {
            fields.append(("range", .array([r.start.line, r.start.column, r.start.offset, r.end.line, r.end.column, r.end.offset].map { .int($0) })))
        }
        try store.transaction(durable: false) { try state.setJSON(retryKey(widget), .pairs(fields)) }
    }

    func clearRetry(_ widget: String) throws {
        guard persistsTimelines else { return }
        try store.transaction(durable: false) { try state.set(retryKey(widget), "") }
    }

    /// The stale snapshot (or none) and the failure, for a timeline that failed or waits to retry.
    func failedTimeline(_ retry: RetryState, cached: TimelineSnapshot?) -> (TimelineSnapshot?, ResolvedState) {
        var stale = cached
        stale?.staleError = retry.message
        stale?.retryAt = retry.nextAttempt
        return (stale, .failed(SessionError(retry.message, at: retry.range)))
    }
}
