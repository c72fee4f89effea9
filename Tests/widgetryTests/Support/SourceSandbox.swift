import Foundation
import WidgetTestSupport

/// Files, folders and environment for the data source tests.
extension Sandbox {
    /// Writes `text` to `name` inside the sandbox, creating folders.
    func write(_ name: String, _ text: String) {
        let url = folder.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Copies a file or folder of the package (`widgets/data`, `Tests/widgetryTests/Fixtures/x`) into the sandbox.
    func copy(_ relative: String, to name: String, executable: Bool = false) {
        let url = folder.appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.copyItem(atPath: PackagePaths.path(relative), toPath: url.path)
        if executable { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path) }
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// Runs `widgetry COMMAND FILE …` on this sandbox's store with the clock fixed and extra environment.
    func run(_ command: String, _ file: String, _ arguments: [String] = [], now: String = Sandbox.now,
             environment: [String: String] = [:], timeout: Double = 60) -> CommandRunner.Output {
        CommandRunner.widgetry([command, path(file)] + arguments + ["--store", store, "--now", now],
                               environment: environment, timeout: timeout)
    }
}

/// Reading a rendered widget.
enum Frame {
    /// The rows of the widget's frame (the lines between `╭…╮` and `╰…╯`, borders included).
    static func rows(_ output: String) -> [String] {
        let lines = output.components(separatedBy: "\n")
        guard let top = lines.firstIndex(where: { $0.hasPrefix("╭") }),
              let bottom = lines[top...].firstIndex(where: { $0.hasPrefix("╰") }) else { return [] }
        return Array(lines[top...bottom])
    }

    /// The row that shows the stale-data warning, if it is inside the frame.
    static func warning(_ output: String) -> String? {
        rows(output).first { $0.hasPrefix("│ ⚠ ") && $0.hasSuffix("│") }
    }
}
