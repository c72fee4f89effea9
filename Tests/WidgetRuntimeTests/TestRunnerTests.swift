import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// `WidgetTestRunner`: previews rendered per family, and `test` blocks with
/// `expect`, `render`, `perform` and `tap`, each on a fresh seeded store.
@Suite struct TestRunnerTests {
    static let counter = """
    model Tally {
        var name: String
        var count: Int = 0
    }

    seed {
        Tally(name: "Cups of tea")
    }

    entry TallyEntry {
        var tallies: [Tally]
    }

    provider TallyProvider {
        placeholder { TallyEntry(tallies: []) }
        timeline { Timeline(entries: [TallyEntry(tallies: Tally.all)], policy: .atEnd) }
    }

    intent Increment {
        static let title = "Increment"
        @Parameter(title: "Tally") var id: String
        perform {
            guard let tally = Tally.find(id) else { throw IntentError("No such tally") }
            tally.count += 1
            if tally.count > 2 { throw IntentError("Too much tea") }
        }
    }

    widget TallyWidget {
        families: [.systemSmall, .systemMedium]
        provider: TallyProvider
        body(entry) {
            VStack {
                ForEach(entry.tallies) { tally in
                    Button(intent: Increment(id: tally.id)) {
                        Text("\\(tally.name): \\(tally.count)")
                    }
                }
            }
        }
    }

    preview TallyWidget(.systemSmall) {
        TallyEntry(tallies: [Tally(name: "A", count: 1)])
        TallyEntry(tallies: [])
    }

    preview TallyWidget(.systemMedium) {
        TallyEntry(tallies: [Tally(name: "Wide", count: 7)])
    }

    preview TallyWidget {
        TallyEntry(tallies: [Tally(name: "Default family")])
    }

    """

    func runner(_ tests: String) throws -> WidgetTestRunner {
        let result = WidgetCompiler.compile(SourceFile(path: "tally.widget", text: Self.counter + tests))
        let program = try #require(result.program, "\(result.diagnostics.map { "\($0.range.start): \($0.message)" })")
        return WidgetTestRunner(program: program, options: TestOptions(scratchFolder: PackagePaths.temporaryDirectory("runner").path))
    }

    @Test func previewsAreNumberedPerFamilyInFileOrder() throws {
        let renders = try runner("").renderPreviews()
        #expect(renders.map { "\($0.family).\($0.number)" } == ["systemSmall.1", "systemSmall.2", "systemMedium.1", "systemSmall.3"])
        let first = try renders[0].result.get()
        #expect(first.contains("A: 1"))
        #expect(!first.contains("\u{1B}["), "snapshots are plain text")
        #expect(try renders[2].result.get().contains("Wide: 7"))
    }

    @Test func passingTestsUseTheSeededStore() throws {
        let outcomes = try runner("""
        test "the seed is there" {
            expect(Tally.count == 1)
            expect(render(.systemSmall).contains("Cups of tea: 0"))
        }
        test "perform and tap change the store" {
            let tea = Tally.all[0]
            perform(Increment(id: tea.id))
            tap(1)
            expect(Tally.find(tea.id)?.count == 2)
            expect(render(.systemMedium).contains("Cups of tea: 2"))
        }
        test "an intent that throws rolls back" {
            let tea = Tally.all[0]
            perform(Increment(id: tea.id))
            perform(Increment(id: tea.id))
            expect(throws: "Too much tea") {
                perform(Increment(id: tea.id))
            }
            expect(Tally.find(tea.id)?.count == 2)
        }
        test "each test starts afresh" {
            insert(Tally(name: "Coffee"))
            expect(Tally.count == 2)
        }
        test "and again" {
            expect(Tally.count == 1)
        }
        """).runTests()
        #expect(outcomes.count == 5)
        for outcome in outcomes {
            #expect(outcome.passed, "\(outcome.name): \(outcome.failures.map(\.message))")
        }
    }

    @Test func failuresSayWhatAndWhere() throws {
        let tests = """
        test "wrong count" {
            expect(Tally.count == 3, "three tallies")
            expect(render(.systemSmall).contains("Coffee"))
            if true { expect(Tally.all.isEmpty) }
        }
        test "an error stops the test" {
            perform(Increment(id: "missing"))
            expect(false)
        }
        test "no error where one was expected" {
            expect(throws: "nope") { expect(true) }
        }
        """
        let lines = (Self.counter + tests).components(separatedBy: "\n")
        func line(of text: String) -> Int? { lines.firstIndex { $0.contains(text) }.map { $0 + 1 } }
        let outcomes = try runner(tests).runTests()
        let counts = outcomes[0].failures
        #expect(counts.count == 3)
        #expect(counts[0].message == "expectation failed: Tally.count == 3 — three tallies")
        #expect(counts[0].details == ["left: 1", "right: 3"])
        #expect(counts[0].range?.start.line == line(of: "Tally.count == 3"))
        #expect(counts[1].details.first?.contains("Cups of tea: 0") == true, "the render is shown")
        #expect(counts[1].details.last == "argument: \"Coffee\"")
        #expect(counts[2].message == "expectation failed: Tally.all.isEmpty")
        let stopped = outcomes[1].failures
        #expect(stopped.count == 1)
        #expect(stopped.first?.message.contains("intent 'Increment' failed: No such tally") == true)
        #expect(stopped.first?.range?.start.line == line(of: "perform(Increment(id: \"missing\"))"))
        #expect(outcomes[2].failures.map(\.message) == ["expected an error containing \"nope\", but none was thrown"])
    }

    @Test func aTapOnAMissingButtonFails() throws {
        let outcome = try runner("""
        test "tap" {
            tap(9)
        }
        """).runTests()[0]
        #expect(outcome.failures.first?.message.contains("no button 9") == true)
    }
}

/// The `test` blocks of Grammar.md's examples pass, and their previews render.
@Suite struct GrammarExampleTestBlocks {
    static let examples = GrammarExamplesCheckTests.examples.filter { $0.code.contains("\ntest \"") || $0.code.contains("\npreview ") }

    @Test func someExamplesHaveTestsAndPreviews() {
        #expect(Self.examples.count >= 3)
    }

    @Test(arguments: examples)
    func testsPassAndPreviewsRender(_ example: GrammarExample) throws {
        let program = try #require(WidgetCompiler.compile(SourceFile(path: "Grammar.md", text: example.code)).program)
        let runner = WidgetTestRunner(program: program, options: TestOptions(scratchFolder: PackagePaths.temporaryDirectory("grammar-tests").path))
        for outcome in runner.runTests() {
            #expect(outcome.passed, "\(example.name): \(outcome.name): \(outcome.failures.map(\.message))")
        }
        for render in runner.renderPreviews() {
            if case .failure(let error) = render.result { Issue.record("\(example.name): preview \(render.number): \(error.message)") }
        }
    }
}
