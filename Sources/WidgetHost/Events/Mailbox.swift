import Foundation

/// Everything that can wake the host's loop.
enum HostEvent: Sendable {
    /// Files changed in a watched directory (absolute paths, coalesced).
    case filesChanged([String])
    /// Bytes typed (or piped) on standard input.
    case input([UInt8])
    /// Standard input reached its end: no more keys will come.
    case inputClosed
    /// A worker finished (or made progress on) a job.
    case report(WidgetReport)
    case interrupt(Int32)
    /// SIGTSTP (e.g. `kill -TSTP`): put the terminal back and stop.
    case suspend
    /// The window changed size, or the process was continued (SIGCONT): draw everything again.
    case resize
}

/// A thread-safe queue of events that the host's loop sleeps on. Workers,
/// the file watcher, the key reader and signal handlers post into it.
final class Mailbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var events: [HostEvent] = []

    func post(_ event: HostEvent) {
        condition.lock()
        events.append(event)
        condition.signal()
        condition.unlock()
    }

    /// Waits until there is at least one event or `deadline` passes; gives all
    /// events that arrived, oldest first (possibly none).
    func take(until deadline: Date?) -> [HostEvent] {
        condition.lock()
        defer { condition.unlock() }
        while events.isEmpty {
            if let deadline {
                if !condition.wait(until: deadline) { break }
            } else {
                condition.wait()
            }
        }
        let taken = events
        events.removeAll(keepingCapacity: true)
        return taken
    }
}
