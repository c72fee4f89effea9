import Foundation

/// A long-running child process (e.g. `widgetry watch`) whose output is read
/// while it runs: tests wait for what they expect to appear, with a timeout,
/// instead of sleeping for a fixed time.
public final class LiveProcess: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    // `condition` guards the buffers and `ended`.
    private let condition = NSCondition()
    private var stdoutBytes = Data()
    private var stderrBytes = Data()
    private var openStreams = 2
    private var markOffset = 0

    /// Starts a built executable of this package; nil (with a reason) when it cannot.
    public init(_ name: String, _ arguments: [String], environment: [String: String] = [:],
                directory: URL? = nil) throws {
        guard let url = CommandRunner.executable(name) else {
            throw LiveProcessError(message: "\(name) was not found; run swift build")
        }
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["TZ"] = "UTC"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        read(out.fileHandleForReading, isError: false)
        read(err.fileHandleForReading, isError: true)
    }

    deinit { _ = stop() }

    public var pid: Int32 { process.processIdentifier }
    public var isRunning: Bool { process.isRunning }

    /// Everything written to standard output so far.
    public var output: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: stdoutBytes, as: UTF8.self)
    }

    public var errors: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: stderrBytes, as: UTF8.self)
    }

    /// Waits until `predicate` holds for the output so far, or `timeout`
    /// seconds pass, or the process ends; true when it held.
    @discardableResult
    public func waitFor(timeout: Double = 30, _ predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if predicate(String(decoding: stdoutBytes, as: UTF8.self)) { return true }
            if openStreams == 0 || Date() >= deadline { return false }
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.5)))
        }
    }

    /// Remembers where the output is now: `waitForNew` looks only at what comes after.
    public func mark() {
        condition.lock()
        markOffset = stdoutBytes.count
        condition.unlock()
    }

    /// As `waitFor`, on the output written since the last `mark()` — cheap
    /// however long the process has been writing.
    @discardableResult
    public func waitForNew(timeout: Double = 30, _ predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if predicate(String(decoding: stdoutBytes[markOffset...], as: UTF8.self)) { return true }
            if openStreams == 0 || Date() >= deadline { return false }
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.5)))
        }
    }

    /// Waits up to `timeout` seconds for the process to end; its exit status, or nil if it did not end.
    public func waitForExit(timeout: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Writes to the process's standard input.
    public func send(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// SIGTERM, then SIGKILL if it has not ended after `grace` seconds; gives the exit status.
    @discardableResult
    public func stop(grace: Double = 5) -> Int32 {
        guard process.isRunning else { return process.terminationStatus }
        process.terminate()
        let deadline = Date().addingTimeInterval(grace)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func read(_ handle: FileHandle, isError: Bool) {
        let thread = Thread { [weak self] in
            while true {
                let data = handle.availableData
                guard let self else { return }
                self.condition.lock()
                if data.isEmpty {
                    self.openStreams -= 1
                } else if isError {
                    self.stderrBytes.append(data)
                } else {
                    self.stdoutBytes.append(data)
                }
                self.condition.broadcast()
                self.condition.unlock()
                if data.isEmpty { return }
            }
        }
        thread.start()
    }
}

public struct LiveProcessError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
