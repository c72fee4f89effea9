import Foundation

/// Runs a command on a pseudo-terminal with `script` (util-linux), so that its
/// standard output and error are a terminal, and gives every byte it wrote.
enum PseudoTerminal {
    static let script = "/usr/bin/script"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: script) }

    /// `command`'s output on the terminal (stdout and stderr together, `\r\n` line ends);
    /// `input` is typed after `inputDelay` seconds. Killed after `timeout` seconds.
    static func run(_ command: [String], environment: [String: String] = [:], directory: URL? = nil,
                    input: String? = nil, inputDelay: Double = 3, timeout: Double = 30) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.arguments = ["-qec", command.map(quoted).joined(separator: " "), "/dev/null"]
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["TZ"] = "UTC"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), inPipe = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = inPipe
        let collected = Collected()
        out.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        do { try process.run() } catch { return "" }
        if let input {
            DispatchQueue.global().asyncAfter(deadline: .now() + inputDelay) {
                inPipe.fileHandleForWriting.write(Data(input.utf8))
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        out.fileHandleForReading.readabilityHandler = nil
        collected.append(out.fileHandleForReading.readDataToEndOfFile())
        return collected.text
    }

    static func quoted(_ word: String) -> String { "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) { lock.lock(); data.append(more); lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: data, as: UTF8.self) }
    }
}
