import Foundation

/// A provider's timeline as the host keeps it: entries with dates, the
/// policy, and when it was made.
public struct TimelineSnapshot: Sendable {
    public var entries: [Value]
    public var policy: ReloadPolicy
    public var createdAt: Date
    /// True when it came from the store instead of the provider.
    public var fromCache: Bool
    /// The error of the last reload attempt, when it failed and this is older data.
    public var staleError: String?
    /// When a stale timeline's provider is asked again (see `RetryBackoff`).
    public var retryAt: Date?

    /// WidgetKit does not reload a widget more often than this, whatever the policy says.
    public static let minimumReloadInterval: TimeInterval = 5 * 60

    /// The date of an entry (entries always have one).
    public static func date(of entry: Value) -> Date? {
        if case .object(let object) = entry, case .date(let date)? = object["date"] { return date }
        return nil
    }

    /// The entry to show at `time`: the latest whose date is not after `time`,
    /// or the earliest when all are in the future.
    public func entry(at time: Date) -> Value? {
        let dated = entries.enumerated().map { (index: $0.offset, entry: $0.element, date: Self.date(of: $0.element) ?? createdAt) }
        let current = dated.filter { $0.date <= time }.max { ($0.date, $0.index) < ($1.date, $1.index) }
        return (current ?? dated.min { ($0.date, $0.index) < ($1.date, $1.index) })?.entry
    }

    /// When the policy asks for a new timeline; nil for `.never`.
    public var nextReload: Date? {
        if staleError != nil, let retryAt { return retryAt }
        let earliest = createdAt.addingTimeInterval(Self.minimumReloadInterval)
        switch policy {
        case .never: return nil
        case .after(let date): return max(date, earliest)
        case .atEnd:
            let last = entries.compactMap(Self.date(of:)).max() ?? createdAt
            return max(last, earliest)
        }
    }
}
