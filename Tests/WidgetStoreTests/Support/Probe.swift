import Foundation

/// Finds and runs the `widgetry-store-probe` executable, the tests' second process.
/// `swift test` builds every executable of the package before it runs the tests.
enum Probe {
    static let name = "widgetry-store-probe"

    /// Looks next to the running test bundle first, then in the package's `.build`.
    static func executable(filePath: String = #filePath) -> URL? {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["WIDGETRY_STORE_PROBE"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = running.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent(name))
            directory = directory.deletingLastPathComponent()
        }
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for configuration in ["debug", "release"] {
            candidates.append(packageRoot.appendingPathComponent(".build/\(configuration)/\(name)"))
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    struct NotFound: Error, CustomStringConvertible {
        var description: String { "\(Probe.name) was not found; build it with `swift build --product \(Probe.name)`" }
    }

    /// Starts the probe with a pipe to its standard input as well.
    static func startInteractive(_ arguments: [String]) throws -> (Process, input: Pipe, output: Pipe) {
        guard let url = executable() else { throw NotFound() }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        return (process, input, output)
    }

    /// Reads one line from a pipe (nil at the end of the output).
    static func readLine(_ pipe: Pipe) -> String? {
        var bytes: [UInt8] = []
        let handle = pipe.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            guard let first = byte.first else { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
            if first == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(first)
        }
    }

    /// Starts the probe with `arguments`; its standard output is readable from the returned pipe.
    static func start(_ arguments: [String]) throws -> (Process, Pipe) {
        guard let url = executable() else { throw NotFound() }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return (process, output)
    }
}
