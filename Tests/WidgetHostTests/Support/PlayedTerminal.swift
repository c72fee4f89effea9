import Foundation
#if canImport(Glibc)
import Glibc
#endif
import WidgetTestSupport

/// A pseudo-terminal whose terminal side the test plays: the built
/// `widgetry` runs on its other side (standard input, output and error),
/// the test reads every byte it writes and types answers and keys back.
final class PlayedTerminal: @unchecked Sendable {
    private let process = Process()
    private let master: Int32
    // `condition` guards `bytes` and `ended`.
    private let condition = NSCondition()
    private var bytes = Data()
    private var ended = false

    /// Starts `widgetry ARGUMENTS` on a new terminal of `columns` × `rows`;
    /// `stdinIsTerminal: false` gives it /dev/null as standard input instead.
    init(_ arguments: [String], environment: [String: String], directory: URL,
         columns: Int = 100, rows: Int = 32, stdinIsTerminal: Bool = true) throws {
        guard let binary = CommandRunner.executable("widgetry") else { throw PlayedTerminalError.noBinary }
        guard let (master, name) = PseudoTerminalPair.open() else { throw PlayedTerminalError.noPseudoTerminal }
        self.master = master
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        #if canImport(Glibc)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        #endif
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw PlayedTerminalError.noPseudoTerminal }
        defer { close(slave) }
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "KITTY_WINDOW_ID", "TERM_PROGRAM", "WIDGETRY_KITTY", "WIDGETRY_KITTY_WAIT_MS"] { env[name] = nil }
        env["TZ"] = "UTC"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardInput = stdinIsTerminal ? terminal : FileHandle.nullDevice
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        startReading()
    }

    deinit {
        stop()
        close(master)
    }

    private func startReading() {
        let master = self.master
        let thread = Thread { [weak self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count < 0, errno == EINTR { continue }
                guard let self else { return }
                self.condition.lock()
                if count > 0 { self.bytes.append(contentsOf: buffer[0..<count]) } else { self.ended = true }
                self.condition.broadcast()
                self.condition.unlock()
                if count <= 0 { return }  // EIO: the last process on the terminal's side closed it
            }
        }
        thread.start()
    }

    /// Everything written to the terminal so far.
    var output: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Waits until `predicate` holds for the output so far, or `timeout` seconds pass.
    @discardableResult
    func waitFor(timeout: Double = 30, _ predicate: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if predicate(String(decoding: bytes, as: UTF8.self)) { return true }
            if ended || Date() >= deadline { return false }
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.2)))
        }
    }

    /// Bytes as the terminal sends them: keys typed, or its replies.
    func type(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(master, base + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return }
                offset += written
            }
        }
    }

    /// Waits up to `timeout` seconds for the process to end; its exit status, or nil.
    func waitForExit(timeout: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// SIGTERM, then SIGKILL.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        if waitForExit(timeout: 5) == nil { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}

enum PlayedTerminalError: Error {
    case noBinary, noPseudoTerminal
}

/// A new pseudo-terminal: its controlling side and the path of its terminal side.
enum PseudoTerminalPair {
    static func open() -> (master: Int32, path: String)? {
        #if canImport(Glibc)
        // Glibc's module leaves out posix_openpt, grantpt, unlockpt and
        // ptsname_r (they need _XOPEN_SOURCE): looked up in the C library.
        typealias Open = @convention(c) (Int32) -> Int32
        typealias Grant = @convention(c) (Int32) -> Int32
        typealias Name = @convention(c) (Int32, UnsafeMutablePointer<CChar>, Int) -> Int32
        guard let library = dlopen(nil, RTLD_NOW),
              let openSymbol = dlsym(library, "posix_openpt"), let grantSymbol = dlsym(library, "grantpt"),
              let unlockSymbol = dlsym(library, "unlockpt"), let nameSymbol = dlsym(library, "ptsname_r") else { return nil }
        let openpt = unsafeBitCast(openSymbol, to: Open.self), grantpt = unsafeBitCast(grantSymbol, to: Grant.self)
        let unlockpt = unsafeBitCast(unlockSymbol, to: Grant.self), ptsname = unsafeBitCast(nameSymbol, to: Name.self)
        let master = openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        var name = [CChar](repeating: 0, count: 128)
        guard grantpt(master) == 0, unlockpt(master) == 0, ptsname(master, &name, name.count) == 0 else {
            close(master)
            return nil
        }
        let bytes = name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return (master, String(decoding: bytes, as: UTF8.self))
        #else
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else { return nil }
        return (master, String(cString: name))
        #endif
    }
}
