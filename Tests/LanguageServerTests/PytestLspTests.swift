import Foundation
import Testing
import WidgetTestSupport

/// The end-to-end tests in `EndToEnd/` run in pytest-lsp, a real LSP client,
/// against the built `widgetry`. Their virtual environment is
/// `.build/lsp-venv` (`.ci/run` makes it); when it is missing this test makes
/// it (`python3 -m venv`, `pip install pytest-lsp` from PyPI), so the client
/// tests never silently do not run.
@Suite(.serialized) struct PytestLspTests {
    static let venv = PackagePaths.path(".build/lsp-venv")
    static let tests = PackagePaths.path("Tests/LanguageServerTests/EndToEnd")

    @Test func theClientTestsPass() throws {
        let widgetry = try #require(CommandRunner.executable("widgetry"), "widgetry is not built")
        let pytest = Self.venv + "/bin/pytest"
        if !FileManager.default.isExecutableFile(atPath: pytest) {
            let made = Self.run("/usr/bin/env", ["python3", "-m", "venv", Self.venv], timeout: 120)
            try #require(made.status == 0, "python3 -m venv failed: \(made.output)")
            let installed = Self.run(Self.venv + "/bin/pip", ["install", "--quiet", "pytest-lsp"], timeout: 600)
            try #require(installed.status == 0, "pip install pytest-lsp failed: \(installed.output)")
        }
        let result = Self.run(pytest, ["-q", "-p", "no:cacheprovider", Self.tests], environment: ["WIDGETRY": widgetry.path, "PYTHONDONTWRITEBYTECODE": "1"], timeout: 300)
        #expect(result.status == 0, "pytest failed:\n\(result.output)")
        // pytest's last line counts them: none may be left out.
        let functions = try String(contentsOfFile: Self.tests + "/test_widgetry_lsp.py", encoding: .utf8)
            .components(separatedBy: "\n").filter { $0.hasPrefix("async def test_") }.count
        #expect(functions >= 5)
        #expect(result.output.contains("\(functions) passed"), "\(result.output)")
    }

    static func run(_ program: String, _ arguments: [String], environment: [String: String] = [:], timeout: Double) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = PackagePaths.root
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (-1, "could not start \(program): \(error)") }
        nonisolated(unsafe) var data = Data()
        let reader = Thread { data = pipe.fileHandleForReading.readDataToEndOfFile() }
        reader.start()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        while reader.isExecuting || !reader.isFinished { usleep(5_000) }
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
