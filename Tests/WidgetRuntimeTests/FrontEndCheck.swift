import Foundation
import WidgetLanguage
import WidgetRuntime

/// Runs the whole front end on one file and says what, if anything, is wrong
/// with how it went: too slow, or a diagnostic (or declaration) located
/// outside the text, or one the reporter cannot draw a caret for.
enum FrontEndCheck {
    /// The most one file may take. It is there to catch work that grows faster
    /// than the file (a hang in the making), not to time the compiler: a debug
    /// build, as `swift test` makes, runs the front end unoptimised, several
    /// times slower than a release build, and gets more room.
    #if DEBUG
    static let limitMilliseconds = 400.0
    #else
    static let limitMilliseconds = 100.0
    #endif

    struct Outcome {
        var milliseconds: Double
        var diagnostics: [Diagnostic]
        var problem: String?
    }

    /// Time is the compiling thread's CPU time: tests run in parallel on a shared
    /// machine, and time spent waiting for a core is not the compiler's.
    ///
    /// The front end runs on a thread with the stack `widgetry` gives it (`MainSizedStack`), not on the
    /// test's worker thread: input nested to the parser's limit takes more than a worker's 8 MiB in a
    /// debug build, whose frames are large.
    static func run(_ file: SourceFile) -> Outcome {
        final class Result: @unchecked Sendable { var outcome: Outcome? }
        let result = Result()
        MainSizedStack.run { result.outcome = measured(file) }
        return result.outcome ?? Outcome(milliseconds: 0, diagnostics: [], problem: "the front end did not finish")
    }

    private static func measured(_ file: SourceFile) -> Outcome {
        let start = threadCPUMilliseconds()
        let result = WidgetCompiler.compile(file)
        let milliseconds = threadCPUMilliseconds() - start
        var outcome = Outcome(milliseconds: milliseconds, diagnostics: result.diagnostics)
        if milliseconds > limitMilliseconds {
            outcome.problem = "took \(milliseconds) ms (limit \(limitMilliseconds) ms)"
            return outcome
        }
        let reporter = DiagnosticReporter(file: file)
        for diagnostic in result.diagnostics {
            let ranges = [diagnostic.range] + diagnostic.notes.compactMap(\.range)
            if let problem = ranges.lazy.compactMap({ locationProblem($0, in: file) }).first {
                outcome.problem = "diagnostic '\(diagnostic.message)' at \(diagnostic.range): \(problem)"
                return outcome
            }
            let rendered = reporter.render(diagnostic)
            let header = "\(file.path):\(diagnostic.range.start.line):\(diagnostic.range.start.column): "
            if !rendered.hasPrefix(header) || !rendered.split(separator: "\n").contains(where: { $0.contains("^") }) {
                outcome.problem = "diagnostic '\(diagnostic.message)' renders without header or caret:\n\(rendered)"
                return outcome
            }
        }
        // Declarations: within the file and in order (cheaper than the full check, which is for what users see).
        for decl in result.tree?.declarations ?? [] {
            for range in [decl.range, decl.nameRange]
            where range.start.offset < 0 || range.start.offset > range.end.offset || range.end.offset > file.bytes.count {
                outcome.problem = "declaration '\(decl.name)' at \(range) (offsets \(range.start.offset)..<\(range.end.offset)) is not inside the file"
                return outcome
            }
        }
        return outcome
    }

    /// Nil if both ends of the range are real places in the file, in order,
    /// with line and column agreeing with the offset.
    static func locationProblem(_ range: SourceRange, in file: SourceFile) -> String? {
        if range.start.offset > range.end.offset { return "starts after it ends" }
        for location in [range.start, range.end] {
            guard location.offset >= 0, location.offset <= file.bytes.count else {
                return "offset \(location.offset) outside 0...\(file.bytes.count)"
            }
            guard location.line >= 1, location.line <= file.lineStarts.count else {
                return "line \(location.line) outside 1...\(file.lineStarts.count)"
            }
            let lineStart = file.lineStarts[location.line - 1]
            let lineEnd = location.line < file.lineStarts.count ? file.lineStarts[location.line] - 1 : file.bytes.count
            guard location.offset >= lineStart, location.offset <= lineEnd else {
                return "offset \(location.offset) is not on line \(location.line)"
            }
            let bytes = file.bytes
            var characters = 0
            var index = lineStart
            while index < lineEnd {
                if bytes[index] & 0xC0 != 0x80 { characters += 1 }
                index += 1
            }
            guard location.column >= 1, location.column <= characters + 1 else {
                return "column \(location.column) outside 1...\(characters + 1) on line \(location.line)"
            }
            guard file.location(ofOffset: location.offset) == location else {
                return "\(location) does not match offset \(location.offset) (\(file.location(ofOffset: location.offset)))"
            }
        }
        return nil
    }

    static func threadCPUMilliseconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) * 1000 + Double(spec.tv_nsec) / 1e6
    }
}
