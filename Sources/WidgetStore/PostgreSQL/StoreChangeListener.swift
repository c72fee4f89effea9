import CPostgres
import Foundation

/// Wakes a live host when another process commits to a PostgreSQL store: a thread with
/// its own connection that LISTENs on the store's channel and sleeps in `poll` on the
/// connection's socket, calling `onChange` for every batch of notifications. When the
/// server goes away it reconnects with back-off (0.25 s doubling to 5 s) and calls
/// `onChange` once it is back, since anything may have changed meanwhile.
public final class StoreChangeListener: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false

    public init(location: PostgresLocation, onChange: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in listen(location, onChange) }
        thread.name = "widgetry-store-listener"
        thread.start()
    }

    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func listen(_ location: PostgresLocation, _ onChange: @Sendable () -> Void) {
        var backoff: TimeInterval = 0.25
        var connectedBefore = false
        while !isStopped {
            guard let connection = try? PostgresConnection(location: location) else {
                Thread.sleep(forTimeInterval: backoff)
                backoff = min(backoff * 2, 5)
                continue
            }
            backoff = 0.25
            if connectedBefore { onChange() }
            connectedBefore = true
            while !isStopped, !connection.isBroken {
                var descriptor = pollfd(fd: connection.socket, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 250) > 0 else { continue }
                let before = connection.externalChanges
                connection.pollNotifications()
                if connection.externalChanges != before { onChange() }
                if connection.pq.PQconsumeInput(connection.handle) == 0 { break }
            }
        }
    }
}
