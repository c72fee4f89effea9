import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for tests of
/// HTTP sources: each route answers with a status and a body, optionally
/// after a delay, or never answers at all. It stops when it is stopped or
/// deallocated, and by itself after `lifetime` seconds, so a test can never
/// leave it running. It records the paths it was asked for.
public final class TestHTTPServer: @unchecked Sendable {
    public struct Route: Sendable {
        public var status: Int
        public var body: [UInt8]
        public var contentType: String
        /// Seconds to wait before answering.
        public var delay: Double
        /// Accept the request and then say nothing until the server stops.
        public var neverAnswers: Bool
        /// More header lines, such as a redirect's `Location`.
        public var headers: [String: String]

        public init(status: Int = 200, body: [UInt8], contentType: String = "application/json", delay: Double = 0,
                    neverAnswers: Bool = false, headers: [String: String] = [:]) {
            self.status = status
            self.body = body
            self.contentType = contentType
            self.delay = delay
            self.neverAnswers = neverAnswers
            self.headers = headers
        }

        public static func redirect(to location: String) -> Route {
            Route(status: 302, body: [], contentType: "text/plain", headers: ["Location": location])
        }

        public static func json(_ text: String, status: Int = 200, delay: Double = 0) -> Route {
            Route(status: status, body: Array(text.utf8), delay: delay)
        }

        public static func status(_ status: Int, _ text: String = "") -> Route {
            Route(status: status, body: Array(text.utf8), contentType: "text/plain")
        }

        public static let neverAnswers = Route(body: [], neverAnswers: true)
    }

    public let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var routes: [String: Route]
    private var requested: [String] = []
    private var heads: [String] = []
    private var stopped = false
    private let deadline: Date

    public init(routes: [String: Route] = [:], lifetime: Double = 90) throws {
        self.routes = routes
        deadline = Date().addingTimeInterval(lifetime)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError.socket("socket") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = TestHTTPServer.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw ServerError.socket("bind/listen")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
        // The loop holds the server only while it accepts, so dropping the server stops it.
        Thread { [weak self] in
            while let server = self, server.acceptOnce() {}
        }.start()
    }

    deinit {
        stop()
        close(listener)
    }

    public enum ServerError: Error { case socket(String) }

    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    public subscript(path: String) -> Route? {
        get { lock.withLock { routes[path] } }
        set { lock.withLock { routes[path] = newValue } }
    }

    /// The paths requested so far, in order.
    public var requests: [String] { lock.withLock { requested } }

    /// The head (request line and header lines) of each request so far.
    public var requestHeads: [String] { lock.withLock { heads } }

    public func stop() { lock.withLock { stopped = true } }

    private var isRunning: Bool { lock.withLock { !stopped } && Date() < deadline }

    /// A port on 127.0.0.1 where nothing listens (a connection is refused).
    public static func closedPort() -> Int {
        // The socket stays bound, never listening, for the life of the test process: a
        // connection to it is refused, and no server of a test running beside this one
        // can be given the port (which a closed-then-freed port allowed).
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = loopback(port: 0)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    /// Waits up to 100 ms for a connection and serves it on its own thread; false once stopped.
    private func acceptOnce() -> Bool {
        guard isRunning else {
            shutdown(listener, Int32(SHUT_RDWR))
            return false
        }
        var entry = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 100) > 0 else { return true }
        let connection = accept(listener, nil, nil)
        if connection >= 0 { Thread { [self] in serve(connection) }.start() }
        return true
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        guard let (path, requestHead) = readRequest(connection) else { return }
        let route = lock.withLock { () -> Route? in
            requested.append(path)
            heads.append(requestHead)
            return routes[path]
        } ?? .status(404, "no route for \(path)")
        if route.neverAnswers {
            while isRunning { usleep(50_000) }
            return
        }
        if route.delay > 0 {
            let until = Date().addingTimeInterval(route.delay)
            while isRunning, Date() < until { usleep(20_000) }
        }
        let reason = [200: "OK", 404: "Not Found", 500: "Internal Server Error", 302: "Found"][route.status] ?? "Status"
        var head = "HTTP/1.1 \(route.status) \(reason)\r\nContent-Type: \(route.contentType)\r\n"
        for (name, value) in route.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(route.body.count)\r\nConnection: close\r\n\r\n"
        send(connection, Array(head.utf8) + route.body)
    }

    /// Reads the request head (up to 5 s): the path of its first line, and the head.
    private func readRequest(_ connection: Int32) -> (path: String, head: String)? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let until = Date().addingTimeInterval(5)
        while Date() < until, received.count < 65_536 {
            var entry = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&entry, 1, 100) > 0 else { continue }
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            received += buffer[0..<count]
            if let text = String(bytes: received, encoding: .utf8), let end = text.range(of: "\r\n\r\n") {
                let words = text.prefix { $0 != "\r" }.split(separator: " ")
                return words.count >= 2 ? (String(words[1]), String(text[..<end.lowerBound])) : nil
            }
        }
        return nil
    }

    private func send(_ connection: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return }
            offset += sent
        }
    }
}
