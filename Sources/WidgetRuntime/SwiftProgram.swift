import Foundation
import WidgetLanguage

/// A Swift program that is not a widget: top-level declarations and an entry
/// function (`func run()`), checked and run as Widgetry checks and runs a
/// widget's Swift, with everything `print` and `debugPrint` write captured.
/// The conformance suite runs its programs through this and compares the
/// output with the Swift compiler's (docs/conformance.md).
public enum SwiftProgram {
    public struct Outcome: Sendable {
        /// What `print` and `debugPrint` wrote, exactly as written (separators and
        /// terminators included), up to the end of the run or to its error.
        public var output: String
        /// The check's diagnostics: syntax and type errors and warnings.
        public var diagnostics: [Diagnostic]
        /// Why the program did not run to its end, as `line:column: message` (lines
        /// counted in the program's file): the first check error, or the error the
        /// run stopped with. Nil when `run()` returned.
        public var failure: String?
    }

    /// Checks `source` as the one file of a Swift module named `moduleName` (the
    /// name Swift's descriptions of the program's types start with, `main.Dir.south`)
    /// and calls its function `entry`, which takes no arguments. Every evaluation step
    /// counts against `stepBudget` and the run stops after `timeLimit` seconds, so a
    /// program that loops forever fails instead of hanging.
    public static func run(source: String, fileName: String, moduleName: String = "main", entry: String = "run",
                           stepBudget: Int = 20_000_000, timeLimit: Double = 10) -> Outcome {
        let name = fileName.hasSuffix(".swift") ? fileName : fileName + ".swift"
        let file = SourceFile.module(path: moduleName, files: [(name, SourceFile.withoutByteOrderMark(source))])
        let compiled = WidgetCompiler.compile(file)
        var outcome = Outcome(output: "", diagnostics: compiled.diagnostics, failure: nil)
        guard let program = compiled.program else {
            let error = compiled.diagnostics.first { $0.severity == .error }
            outcome.failure = error.map(located) ?? "the program was not checked"
            return outcome
        }
        guard case .function(let function)? = program.declaration(entry)?.kind, function.parameters.isEmpty else {
            outcome.failure = "the program declares no function \(entry)() to run"
            return outcome
        }

        // A session needs a store, even for a program that declares no model: a fresh one in a
        // temporary folder, removed when the run ends.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-program-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        final class Output: @unchecked Sendable { var text = "" }
        let output = Output()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var options = SessionOptions(storePath: folder.appendingPathComponent("store.sqlite").path)
            options.now = Date(timeIntervalSince1970: 0)
            options.dates = .utc
            let session = try WidgetSession(program: program, options: options)
            let interpreter = Interpreter(program: program, registry: session.registry, models: session.models,
                                          clock: Clock(fixed: session.now), dates: session.options.dates,
                                          stepBudget: stepBudget, timeLimit: timeLimit)
            interpreter.sources = session.sourceLoader
            interpreter.statics = session.statics
            interpreter.output = { output.text += $0 }
            _ = try interpreter.callFunction(function, [], at: function.nameRange)
        } catch let error as RuntimeError {
            outcome.failure = located(error.diagnostic)
        } catch let error as SessionError {
            outcome.failure = error.range.map { located(.error(error.message, at: $0)) } ?? error.message
        } catch is OptionalChainNil {
            outcome.failure = "an optional chain was nil where a value was needed"
        } catch {
            outcome.failure = "\(error)"
        }
        outcome.output = output.text
        return outcome
    }

    /// `line:column: message`.
    static func located(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.range.start.line):\(diagnostic.range.start.column): \(diagnostic.message)"
    }
}
