import Foundation
import WidgetLanguage
import WidgetRuntime
import TerminalSafety

/// `widgetry test [PATH...] [--record]`: preview snapshots and test blocks.
enum TestCommand: WidgetryCommand {
    static let spec = CommandSpec(
        name: "test",
        usage: "widgetry test [PATH...] [--record] [--now ISO] [--target NAME] [--junit FILE]",
        summary: "check previews against their snapshots and run test blocks",
        description: """
        For each widget file (PATH is a file, or a folder whose .widget files are
        tested; default: the current folder):
          - checks it, as 'widgetry check' does;
          - renders every entry of every 'preview' for the preview's family and
            compares it with __snapshots__/NAME.FAMILY.N.txt next to the file
            (N counts the file's preview entries of that family from 1);
          - runs its 'test' blocks, each on a fresh store with the seeds inserted.
        Previews and tests see a fixed clock and UTC dates, so snapshots are the
        same on every machine. A missing snapshot fails; a different one prints a
        line diff. The last line is 'N passed, N failed'. On a terminal, ok is
        green and FAIL and errors red.

        A PATH may also be a folder of .swift files (one module, with its
        subfolders') or an Xcode project: its repository, its .xcodeproj or a
        folder in it. Every widget extension target is tested (only NAME's with
        --target): its #Preview(as:) timelines, for the family each names, and
        its snapshots are __snapshots__/TARGET.FAMILY.N.txt beside the .xcodeproj.
        A PreviewProvider previews a widget when the view it shows with an entry:
        is the one the widget draws (Xcode's template), for the family of its
        previewContext.

        --junit FILE writes the results as JUnit XML (one testsuite per widget
        file or target, one testcase per check, preview entry and test block),
        which CI systems read.
        """,
        options: [
            WidgetPath.targetOption,
            .repeatable("--allow-read", "PATH", "also read project files in PATH, a folder (repeatable)"),
            .value("--junit", "FILE", "also write the results to FILE as JUnit XML"),
            .flag("--record", "write the snapshots (new and changed ones; stale ones are deleted)"),
            .value("--now", "ISO", "the clock for previews and tests (default: 2026-01-01T09:00:00Z)"),
        ] + ColorOptions.all,
        exitStatus: "0 when everything passes, 1 when something fails, 2 for usage errors")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        var now = TestOptions.defaultNow
        if let text = arguments.value("--now") {
            guard let date = LoadedWidget.parseNow(text) else {
                Terminal.error("--now \(text): not an ISO-8601 date; write e.g. 2026-01-01T09:00:00Z")
                return 2
            }
            now = date
        }
        let files: [FileTest]
        do { files = try TestTargets.collect(arguments.positionals.isEmpty ? ["."] : arguments.positionals, arguments, now: now) } catch let missing as WidgetFiles.Missing {
            Terminal.error(missing.message(missing: "no such file or folder"))
            return 1
        } catch let failure as WidgetPath.Failure {
            Terminal.error("test \(failure.message)")
            return failure.status
        } catch { return 1 }
        guard !files.isEmpty else {
            Terminal.error("no widget files in \(arguments.positionals.isEmpty ? "the current folder" : arguments.positionals.joined(separator: ", "))")
            return 1
        }
        var report = TestReport()
        report.painted = ColorChoice.colors(arguments, descriptor: STDOUT_FILENO)
        for file in files {
            file.run(into: &report)
        }
        Terminal.output("")
        if let path = arguments.value("--junit") {
            do { try report.junit.xml.write(toFile: path, atomically: true, encoding: .utf8) } catch {
                Terminal.error("cannot write the JUnit report \(path): \(error.localizedDescription)")
                return 1
            }
        }
        if report.recorded > 0 { Terminal.output("\(report.recorded) snapshot\(report.recorded == 1 ? "" : "s") recorded") }
        Terminal.painted(report.summary)
        return report.failed == 0 ? 0 : 1
    }
}

/// Counts, and the lines printed as the tests run.
struct TestReport {
    var passed = 0
    var failed = 0
    var recorded = 0
    /// Colours on: `ok` green, `FAIL` and diagnostics red, as `swift build` on a terminal.
    var painted = false
    /// The same results for `--junit`.
    var junit = JUnitReport()

    /// A widget file or target starts; its name heads its results.
    mutating func begin(_ title: String) {
        Terminal.output(title)
        junit.begin(title)
    }

    mutating func pass(_ what: String, note: String = "") {
        junit.record(what, failure: nil)
        passed += 1
        Terminal.painted("  " + Paint.wrap("ok", Paint.green, when: painted) + "      " + SafeText.visible("\(what)\(note)"))
    }

    mutating func fail(_ what: String, _ details: [String]) {
        junit.record(what, failure: details.isEmpty ? [what] : details)
        failed += 1
        Terminal.painted("  " + Paint.wrap("FAIL", Paint.red, when: painted) + "    " + SafeText.visible(what))
        for detail in details {
            for line in detail.split(separator: "\n", omittingEmptySubsequences: false) {
                let safe = SafeText.visible(String(line))
                Terminal.painted("          " + (painted ? Paint.diagnosticLine(safe) : safe))
            }
        }
    }

    /// `N passed, N failed`, the failures red when there are some.
    var summary: String {
        "\(passed) passed, " + Paint.wrap("\(failed) failed", Paint.red, when: painted && failed > 0)
    }
}
