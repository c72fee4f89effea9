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
    /// Each entry's `date`, as the entry gives it: a stored property, or one computed (an `enum` entry's
    /// `var date: Date { switch self … }`), read once when the timeline is made. Nil where an entry gives none.
    public var dates: [Date?]

    public init(entries: [Value], policy: ReloadPolicy, createdAt: Date, fromCache: Bool, staleError: String?,
                retryAt: Date? = nil, dates: [Date?]? = nil) {
        self.entries = entries
        self.policy = policy
        self.createdAt = createdAt
        self.fromCache = fromCache
        self.staleError = staleError
        self.retryAt = retryAt
        self.dates = dates.flatMap { $0.count == entries.count ? $0 : nil } ?? entries.map(Self.date(of:))
    }

    /// WidgetKit does not reload a widget more often than this, whatever the policy says.
    public static let minimumReloadInterval: TimeInterval = 5 * 60

    /// The date an entry stores (a struct's `let date`); nil for one it computes.
    public static func date(of entry: Value) -> Date? {
        if case .object(let object) = entry, case .date(let date)? = object["date"] { return date }
        return nil
    }

    /// The position of the entry to show at `time`: the latest whose date is not after `time`,
    /// or the earliest when all are in the future.
    public func entryIndex(at time: Date) -> Int? {
        let dated = entries.indices.map { (index: $0, date: entryDate($0)) }
        let current = dated.filter { $0.date <= time }.max { ($0.date, $0.index) < ($1.date, $1.index) }
        return (current ?? dated.min { ($0.date, $0.index) < ($1.date, $1.index) })?.index
    }

    /// The date of the entry at `index`; the timeline's creation for one that gives none.
    public func entryDate(_ index: Int) -> Date {
        (dates.indices.contains(index) ? dates[index] : nil) ?? createdAt
    }

    /// When the policy asks for a new timeline; nil for `.never`.
    public var nextReload: Date? {
        if staleError != nil, let retryAt { return retryAt }
        let earliest = createdAt.addingTimeInterval(Self.minimumReloadInterval)
        switch policy {
        case .never: return nil
        case .after(let date): return max(date, earliest)
        case .atEnd:
            let last = dates.compactMap { $0 }.max() ?? createdAt
            return max(last, earliest)
        }
    }
}
