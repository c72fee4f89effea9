import Foundation

/// Runs the package's executables as child processes, as a user would.
public enum CommandRunner {
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        public var timedOut: Bool
        public var seconds: Double
    }

    /// Finds a built executable of this package (`swift test` builds them all first).
    public static func executable(_ name: String) -> URL? {
        var candidates: [URL] = []
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            candidates.append(URL(fileURLWithPath: bundle.bundlePath).deletingLastPathComponent().appendingPathComponent(name))
        }
        let arg0 = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        var directory = arg0.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent(name))
            directory = directory.deletingLastPathComponent()
        }
        for configuration in ["debug", "release"] {
            candidates.append(PackagePaths.root.appendingPathComponent(".build/\(configuration)/\(name)"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs `widgetry` with arguments (in `directory`, if given); kills it after `timeout` seconds.
    public static func widgetry(_ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
                                timeout: Double = 60) -> Output {
        run("widgetry", arguments, environment: environment, directory: directory, timeout: timeout)
    }

    public static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil,
                           timeout: Double = 60) -> Output {
        guard let url = executable(name) else {
            return Output(status: -1, stdout: "", stderr: "\(name) was not found; run swift build", timedOut: false, seconds: 0)
        }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["WIDGETRY_WIDTH"] = nil  // the renderer's widths, as recorded in the goldens
        env["TZ"] = "UTC"
        for (key, value) in environment { env[key] = value }
        return run(url, arguments, environment: env, directory: directory, timeout: timeout)
    }

    /// Runs a program to its end with this environment, both pipes read while it runs; killed
    /// (SIGKILL: a child of a test thread may start with SIGTERM blocked, as the thread had it)
    /// after `timeout` seconds.
    public static func run(_ url: URL, _ arguments: [String], environment: [String: String]? = nil, directory: URL? = nil,
                           timeout: Double) -> Output {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        do { try process.run() } catch {
            return Output(status: -1, stdout: "", stderr: "could not start \(url.path): \(error)", timedOut: false, seconds: 0)
        }
        // Read both pipes while the process runs so a full pipe cannot block it.
        let group = DispatchGroup()
        nonisolated(unsafe) var stdoutData = Data(), stderrData = Data()
        group.enter()
        DispatchQueue.global().async { stdoutData = out.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { stderrData = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        var timedOut = false
        while process.isRunning {
            if Date().timeIntervalSince(start) > timeout {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        group.wait()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                      stderr: String(decoding: stderrData, as: UTF8.self), timedOut: timedOut,
                      seconds: Date().timeIntervalSince(start))
    }
}
