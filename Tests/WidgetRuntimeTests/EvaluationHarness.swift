import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Runs one widget's timeline block on a real session (a store in a temporary
/// folder) with an interpreter whose limits the test chooses.
struct EvaluationHarness {
    let session: WidgetSession
    let file: SourceFile

    init(_ source: String) throws {
        file = SourceFile(path: "test.widget", text: source)
        session = try TestSession.open(source)
    }

    /// The timeline block of the first widget's provider, run with these limits.
    func timeline(stepBudget: Int = 5_000_000, timeLimit: Double = 10,
                  memoryBudget: Int = Interpreter.defaultMemoryBudget) throws -> Value {
        let widget = try #require(session.program.widgetNames.first)
        let (_, provider) = try session.providerDecl(widget)
        let block = try #require(provider.block("timeline"))
        let interpreter = Interpreter(program: session.program, registry: session.registry, models: session.models,
                                      clock: Clock(fixed: session.now), dates: session.options.dates,
                                      stepBudget: stepBudget, timeLimit: timeLimit, memoryBudget: memoryBudget)
        return try session.runProviderBlock(block, configuration: nil, interpreter, kind: .timeline)
    }

    /// The error the timeline block fails with (nil if it succeeds).
    func failure(stepBudget: Int = 5_000_000, timeLimit: Double = 10,
                 memoryBudget: Int = Interpreter.defaultMemoryBudget) -> SessionError? {
        do {
            _ = try timeline(stepBudget: stepBudget, timeLimit: timeLimit, memoryBudget: memoryBudget)
            return nil
        } catch let error as SessionError {
            return error
        } catch {
            return SessionError("\(error)")
        }
    }

    /// `line:column` of a range's start, as the command line prints it.
    static func location(_ range: SourceRange?) -> String {
        guard let range else { return "none" }
        return "\(range.start.line):\(range.start.column)"
    }

    /// `line:column` where `text` first occurs in the source.
    func location(of text: String) -> String {
        let lines = file.text.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            if let found = line.range(of: text) {
                return "\(index + 1):\(line.distance(from: line.startIndex, to: found.lowerBound) + 1)"
            }
        }
        return "not found"
    }
}
