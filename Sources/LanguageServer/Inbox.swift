import Foundation

/// What the reader thread hands to the server loop.
enum Incoming: Sendable {
    case message(Message)
    case rejected(Message.Rejected)
    case malformedFrame(String)
    /// The client closed the stream.
    case end
}

/// The messages read but not yet handled, shared by the reader thread and the
/// server loop. Cancellations are noted here as soon as they are read, so a
/// request still waiting in the queue is answered as cancelled.
final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Incoming] = []
    private var cancelled: Set<RequestID> = []

    func push(_ item: Incoming) {
        condition.lock()
        if case .message(.notification("$/cancelRequest", let params)) = item, let id = params["id"].flatMap(RequestID.init) {
            cancelled.insert(id)
        }
        items.append(item)
        condition.signal()
        condition.unlock()
    }

    /// The next item, waiting for one until `deadline` (forever when nil); nil when the deadline passed.
    func next(until deadline: Date?) -> Incoming? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty {
            if let deadline {
                if !condition.wait(until: deadline) && items.isEmpty { return nil }
            } else {
                condition.wait()
            }
        }
        return items.removeFirst()
    }

    /// Whether a request was cancelled; forgets the cancellation.
    func takeCancellation(_ id: RequestID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.remove(id) != nil
    }

    /// Whether a request was cancelled (a long request may ask while it works).
    func isCancelled(_ id: RequestID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.contains(id)
    }
}
