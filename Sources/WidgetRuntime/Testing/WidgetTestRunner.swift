import Foundation
import WidgetLanguage
import WidgetRender

/// Runs a checked widget file's previews and `test` blocks, for `widgetry test`.
///
/// Each test starts on a fresh store of its own in which the `seed` blocks
/// have run (as on a first launch), with the clock fixed (`TestOptions.now`)
/// and dates in UTC. Every `render` asks the provider for a new timeline.
public final class WidgetTestRunner {
    public let program: Program
    public let options: TestOptions
    private var sessionCount = 0

    public init(program: Program, options: TestOptions) {
        self.program = program
        self.options = options
    }

    /// The `test` declarations, in file order.
    public var tests: [Decl] {
        program.tree.declarations.filter { if case .test = $0.kind { return true } else { return false } }
    }

    func makeSession(named name: String) throws -> WidgetSession {
        sessionCount += 1
        let path = URL(fileURLWithPath: options.scratchFolder)
            .appendingPathComponent("\(name)-\(sessionCount).sqlite").path
        var sessionOptions = SessionOptions(storePath: path)
        sessionOptions.now = options.now
        sessionOptions.dates = .utc
        sessionOptions.forceReload = true
        sessionOptions.trace = options.trace
        return try WidgetSession(program: program, options: sessionOptions)
    }

    /// Runs every `test` block.
    public func runTests() -> [TestOutcome] {
        tests.map(run)
    }

    public func run(_ decl: Decl) -> TestOutcome {
        guard case .test(let test) = decl.kind else {
            return TestOutcome(name: decl.name, range: decl.range, failures: [TestFailure(message: "not a test", range: decl.range)])
        }
        let run: TestRun
        do {
            run = TestRun(session: try makeSession(named: "test"), program: program)
        } catch {
            let message = (error as? SessionError)?.message ?? "\(error)"
            return TestOutcome(name: decl.name, range: decl.range, failures: [TestFailure(message: message, range: decl.range)])
        }
        let interpreter = run.session.testInterpreter()
        TestBuiltins.install(in: interpreter, for: run)
        let env = Environment(parent: nil)
        do {
            try interpreter.within(.test) {
                for statement in test.body { try run.execute(statement, interpreter, env) }
            }
        } catch let error as RuntimeError {
            run.fail(error.message, at: error.range)
        } catch let error as SessionError {
            run.fail(error.message, at: error.range ?? decl.range)
        } catch is OptionalChainNil {
            run.fail("an optional chain was nil", at: decl.range)
        } catch {
            run.fail("\(error)", at: decl.range)
        }
        return TestOutcome(name: decl.name, range: decl.range, failures: run.failures)
    }
}

/// The state of one running test, shared with its built-in functions.
final class TestRun {
    let session: WidgetSession
    let program: Program
    var failures: [TestFailure] = []

    init(session: WidgetSession, program: Program) {
        self.session = session
        self.program = program
    }

    func fail(_ message: String, at range: SourceRange?, details: [String] = []) {
        failures.append(TestFailure(message: message, range: range, details: details))
    }

    /// The widget a test renders: `widget:` if given, else the file's first.
    func widget(_ name: String?, at range: SourceRange) throws -> String {
        if let name { return name }
        guard let first = program.defaultWidgetName else {
            throw RuntimeError("this file declares no widget to render", at: range)
        }
        return first
    }

    /// Runs one top-level statement of the test. A top-level `expect` of a
    /// comparison or a method call evaluates its parts once, here, so a
    /// failure can show their values.
    func execute(_ statement: Stmt, _ interpreter: Interpreter, _ env: Environment) throws {
        if case .expr(let expr) = statement.kind, case .call(let callee, let arguments, let trailing) = expr.kind,
           case .identifier("expect") = callee.kind, env.lookup("expect") == nil, program.declaration("expect") == nil, trailing.isEmpty,
           let condition = arguments.first, condition.label == nil {
            try interpreter.tick(statement.range)
            let message = try arguments.dropFirst().first.map { try interpreter.eval($0.value, env) }
            let (holds, details) = try Expectation.evaluate(condition.value, interpreter, env)
            if !holds { fail(Expectation.message(condition.value, program.file, message), at: condition.value.range, details: details) }
            return
        }
        try interpreter.exec(statement, env)
    }
}

extension WidgetSession {
    /// An interpreter for a test body: as `interpreter()`, but with a generous
    /// time limit, because the body's clock keeps running while the renders and
    /// intents it calls run (they have their own limits). The step budget still
    /// stops an endless loop.
    func testInterpreter() -> Interpreter {
        let interpreter = Interpreter(program: program, registry: registry, models: models,
                                      clock: Clock(fixed: now), dates: options.dates, timeLimit: 60)
        interpreter.colorScheme = options.colorScheme
        interpreter.sources = sourceLoader
        interpreter.trace = options.trace.map { trace in { trace($0) } }
        interpreter.statics = statics
        return interpreter
    }
}
