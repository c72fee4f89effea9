import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport
import WidgetSources

/// What the checker promises: a program it passed never stops at run time on a name —
/// an unknown name, member, type or overload (`RuntimeNameErrors`). It may stop on a
/// value (an index out of range, nil unwrapped), on I/O, or on a budget. This suite
/// renders every widget of `widgets/` (files and Swift modules) and of the test
/// fixtures in every family it supports, and runs their `test` blocks; the
/// conformance suite (`ConformanceTests`) asks the same of each of its programs.
@Suite struct CheckedProgramsRunTests {
    /// The widget files and Swift modules: `widgets/`, `widgets/swift/*`, and the fixtures of the
    /// command and host tests.
    static let paths: [String] = {
        let root = PackagePaths.root.path
        var paths = PackagePaths.files(in: "widgets", withExtension: "widget")
        let swift = root + "/widgets/swift"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: swift))?.sorted() ?? [] where !name.hasPrefix("_") {
            paths.append(swift + "/" + name)
        }
        for folder in ["Tests/widgetryTests/Fixtures", "Tests/WidgetHostTests/Fixtures", "Tests/WidgetRuntimeTests/Diagnostics",
                       "Tests/WidgetLanguageTests/Diagnostics"] {
            paths += PackagePaths.files(in: folder, withExtension: "widget")
        }
        return paths
    }()

    @Test func thereAreWidgetsToRun() {
        #expect(Self.paths.count >= 20, "\(Self.paths)")
    }

    @Test(arguments: paths)
    func aWidgetThatChecksRunsWithoutANameError(path: String) {
        // On a stack as deep as the main thread's, where `widgetry` runs a widget.
        MainSizedStack.run { Self.run(path: path) }
    }

    static func run(path: String) {
        let audit = BindingAudit.Log()
        do { try BindingAudit.$log.withValue(audit) { try runChecked(path: path) } } catch { Issue.record("\(path): \(error)") }
        // The interpreter runs the checker's bindings (`BindingAudit`): no name of a checked program is searched for.
        for entry in Set(audit.entries).sorted() { Issue.record("\(path): the run searched for a name the checker did not bind: \(entry)") }
    }

    static func runChecked(path: String) throws {
        let compiled = WidgetCompiler.compile(path: path)
        guard let program = compiled.program else { return }  // refused by the checker: nothing is promised
        let name = URL(fileURLWithPath: path).lastPathComponent
        var options = SessionOptions(storePath: PackagePaths.temporaryDirectory("checked-\(name)").appendingPathComponent("s.sqlite").path)
        options.now = ISO8601.parse("2026-11-21T09:00:00Z")
        options.dates = .utc
        let session = try WidgetSession(program: program, options: options)
        var runs = 0
        for widget in program.widgetNames {
            for family in program.families(ofWidget: widget) {
                runs += 1
                do {
                    let outcome = try session.render(widget: widget, family: family)
                    for problem in outcome.problems where RuntimeNameErrors.isNameError(problem.message) {
                        Issue.record("\(name): \(widget) \(family): the checker passed it, and the run stopped on a name: \(problem.message)")
                    }
                } catch let error as SessionError where !RuntimeNameErrors.isNameError(error.message) {
                    continue
                } catch {
                    Issue.record("\(name): \(widget) \(family): the checker passed it, and the run stopped on a name: \(error)")
                }
            }
        }
        let runner = WidgetTestRunner(program: program, options: TestOptions(scratchFolder: PackagePaths.temporaryDirectory("checked-tests-\(name)").path))
        for outcome in runner.runTests() {
            for failure in outcome.failures where RuntimeNameErrors.isNameError(failure.message) {
                Issue.record("\(name): test '\(outcome.name)': the checker passed it, and the run stopped on a name: \(failure.message)")
            }
        }
        #expect(runs > 0 || program.widgetNames.isEmpty)
    }

    @Test func theClassificationOfMessages() {
        #expect(RuntimeNameErrors.isNameError("12:4: unknown name 'title'"))
        #expect(RuntimeNameErrors.isNameError("value of type String has no member 'count2'"))
        #expect(RuntimeNameErrors.isNameError("no form of 'padding' takes the arguments (x:)"))
        #expect(!RuntimeNameErrors.isNameError("index 4 is out of range (count 3)"))
        #expect(!RuntimeNameErrors.isNameError("unexpectedly found nil while unwrapping with '!'"))
        #expect(!RuntimeNameErrors.isNameError("network access to example.com is not permitted"))
    }
}

/// The messages of the run-time errors that a passed check should have made impossible: a
/// name, member, type or overload the program uses that does not exist (the checker's own
/// vocabulary, which the interpreter shares).
enum RuntimeNameErrors {
    static let phrases = [
        "unknown name", "unknown function", "unknown type", "unknown view", "unknown modifier", "unknown operator",
        "unknown member", "has no member", "has no method", "has no case", "has no argument", "no form of",
        "no initializer of", "missing argument", "cannot be called", "must be called", "cannot be subscripted",
        "is not a function",
    ]

    static func isNameError(_ message: String) -> Bool {
        phrases.contains { message.contains($0) }
    }
}
