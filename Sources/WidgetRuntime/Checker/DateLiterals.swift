import Foundation
import WidgetSources

/// Which strings are ISO-8601 dates, remembered for the whole process:
/// `ISO8601.parse` makes date formatters, which costs milliseconds, and the same
/// few literals come back in every check of a file (and in every file of a project).
final class DateLiterals: @unchecked Sendable {
    static let shared = DateLiterals()
    /// Enough for any project; past it, answers are no longer remembered.
    static let capacity = 4_096

    private let lock = NSLock()
    private var known: [String: Bool] = [:]

    func isValid(_ text: String) -> Bool {
        if let answer = lock.withLock({ known[text] }) { return answer }
        let answer = ISO8601.parse(text) != nil
        lock.withLock {
            if known.count < DateLiterals.capacity { known[text] = answer }
        }
        return answer
    }
}
