import Foundation

/// The Swift compiler of this machine, asked what Swift's grammar accepts
/// (PLATFORM.md, "The Swift compiler as an oracle").
public enum SwiftCompiler {
    /// One message of the compiler, at a place in one of the files it read.
    public struct Message: Sendable, Hashable {
        /// The path as it was given to the compiler.
        public var path: String
        public var line: Int
        public var column: Int
        /// `error`, `warning`, `note` or `remark`.
        public var severity: String
        public var text: String
    }

    public struct SyntaxCheck: Sendable {
        /// The messages located in a file, in the order the compiler gave them.
        public var messages: [Message]
        /// Error lines located in no file (`<unknown>:0: error: …`), and what went
        /// wrong starting or waiting for the compiler.
        public var otherErrors: [String]
        public var status: Int32

        /// The errors located in each file, by path.
        public var errorsByPath: [String: [Message]] {
            Dictionary(grouping: messages.filter { $0.severity == "error" }, by: \.path)
        }
    }

    /// `swiftc`: the one `$SWIFTC` names, else the first on `PATH`, else the one
    /// beside the Swift runtime this process has loaded (the toolchain that built it).
    public static func find() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let named = environment["SWIFTC"], FileManager.default.isExecutableFile(atPath: named) {
            return URL(fileURLWithPath: named)
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return besideLoadedRuntime()
    }

    /// `<toolchain>/usr/lib/swift/linux/libswiftCore.so` is mapped into every Swift
    /// process on Linux; the compiler of that toolchain is `<toolchain>/usr/bin/swiftc`.
    static func besideLoadedRuntime() -> URL? {
        // Read to the end: /proc files report a size of 0, which whole-file reads trust.
        guard let maps = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() else { return nil }
        for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
            guard let slash = line.firstIndex(of: "/"), line.hasSuffix("/libswiftCore.so") else { continue }
            let candidate = URL(fileURLWithPath: String(line[slash...]))
                .deletingLastPathComponent()  // linux
                .deletingLastPathComponent()  // swift
                .deletingLastPathComponent()  // lib
                .deletingLastPathComponent()  // usr
                .appendingPathComponent("bin/swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Checks the syntax of `files` (paths relative to `directory`) in one compiler
    /// process: `swiftc -frontend -parse` reads every file and reports each error once.
    /// (The driver, `swiftc -parse`, runs a job per batch of files, repeats a file's
    /// declaration-level errors in every job and stops starting jobs after the
    /// first that fails.) As with the driver, a file named `main.swift` may hold
    /// statements at the top level; every other file holds declarations only.
    /// The compiler is stopped after `timeout` seconds.
    public static func checkSyntax(_ files: [String], in directory: URL, compiler: URL,
                                   timeout: Double = 120) -> SyntaxCheck {
        let process = Process()
        process.executableURL = compiler
        process.arguments = ["-frontend", "-parse", "-swift-version", "6",
                             "-no-color-diagnostics", "-diagnostic-style", "llvm"] + files
        process.currentDirectoryURL = directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch {
            return SyntaxCheck(messages: [], otherErrors: ["could not start \(compiler.path): \(error)"], status: -1)
        }
        // Read while the compiler runs, so a full pipe cannot stop it.
        let reading = DispatchGroup()
        nonisolated(unsafe) var data = Data()
        reading.enter()
        DispatchQueue.global().async { data = output.fileHandleForReading.readDataToEndOfFile(); reading.leave() }
        let start = Date()
        var otherErrors: [String] = []
        while process.isRunning {
            if Date().timeIntervalSince(start) > timeout {
                process.terminate()
                otherErrors.append("the compiler took longer than \(Int(timeout)) s and was stopped")
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        reading.wait()
        var messages: [Message] = []
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            if let message = message(String(line)) {
                messages.append(message)
            } else if line.hasPrefix("<unknown>:") || line.hasPrefix("error: ") {
                otherErrors.append(String(line))
            }
        }
        return SyntaxCheck(messages: messages, otherErrors: otherErrors, status: process.terminationStatus)
    }

    /// `path:line:column: severity: text`; nil for the source lines and carets
    /// that follow each message, and for messages located in no file.
    static func message(_ line: String) -> Message? {
        for severity in ["error", "warning", "note", "remark"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else {
                continue
            }
            let path = place[..<(place.count - 2)].joined(separator: ":")
            guard path.hasSuffix(".swift") else { continue }
            return Message(path: path, line: row, column: column, severity: severity,
                           text: String(line[marker.upperBound...]))
        }
        return nil
    }
}
