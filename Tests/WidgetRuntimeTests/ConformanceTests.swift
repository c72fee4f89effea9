import Foundation
import Testing
import WidgetRuntime
import WidgetTestSupport

/// Swift's semantics, with the Swift compiler as the judge (`Conformance/<chapter>/`,
/// docs/conformance.md): each program prints its results; the chapter is compiled by
/// `swiftc` once and run once, and Widgetry must print the same, program by program
/// (`SwiftProgram.run`). A program Widgetry does not run as swiftc does is listed in the
/// chapter's `exceptions.txt` with the reason; the list stays true: a listed program that
/// passes fails the test until it leaves the list, an unlisted program that fails is a
/// regression. `scripts/conformance-gaps.sh` rewrites the lists from a run (so does
/// `WIDGETRY_RECORD=1`, as for the golden files); `WIDGETRY_CONFORMANCE=a,b` runs only
/// the chapters named.
@Suite struct ConformanceTests {
    static let chapters: [String] = {
        let all = ConformanceChapter.names()
        guard let chosen = ProcessInfo.processInfo.environment["WIDGETRY_CONFORMANCE"], !chosen.isEmpty else { return all }
        let names = Set(chosen.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        return all.filter(names.contains)
    }()

    /// The suite was found: without its folder every chapter test would pass vacuously.
    @Test func theChaptersAreThere() throws {
        let all = ConformanceChapter.names()
        try #require(all.count >= 10, "found \(all.count) chapters in \(ConformanceChapter.folder.path)")
        if let chosen = ProcessInfo.processInfo.environment["WIDGETRY_CONFORMANCE"], !chosen.isEmpty {
            for name in chosen.split(separator: ",") where !all.contains(name.trimmingCharacters(in: .whitespaces)) {
                Issue.record("WIDGETRY_CONFORMANCE names \(name), which is not a chapter of \(ConformanceChapter.folder.path)")
            }
        }
    }

    @Test(arguments: chapters)
    func chapter(_ name: String) throws {
        let chapter = try ConformanceChapter.load(name)
        try #require(!chapter.programs.isEmpty, "chapter \(name) has no programs")
        for problem in chapter.conventionProblems() { Issue.record(Comment(rawValue: problem)) }
        let compiler = try #require(SwiftCompiler.find(),
                                    "the conformance suite needs swiftc (the reference): none on PATH or beside the Swift runtime; set SWIFTC")

        let started = Date()
        let outputs: [String: String]
        switch chapter.reference(compiler: compiler) {
        case .failed(let message):
            Issue.record(Comment(rawValue: message))
            return
        case .outputs(let found):
            outputs = found
        }
        let compiled = Date()

        var failures: [String: String] = [:]
        var details: [String: String] = [:]
        for program in chapter.programs {
            guard let expected = outputs[program.name] else {
                Issue.record("\(program.path): the reference run printed nothing for this program")
                continue
            }
            let audit = BindingAudit.Log()
            let outcome = BindingAudit.$log.withValue(audit) { SwiftProgram.run(source: program.source, fileName: program.name + ".swift") }
            // The interpreter runs the checker's bindings (`BindingAudit`): no name of a checked program is searched for.
            if !outcome.diagnostics.contains(where: { $0.severity == .error }) {
                for entry in Set(audit.entries).sorted() { Issue.record("\(program.path): the run searched for a name the checker did not bind: \(entry)") }
            }
            // What the checker promises (CheckedProgramsRunTests): a program it passed never stops on a name.
            if !outcome.diagnostics.contains(where: { $0.severity == .error }), let failure = outcome.failure,
               RuntimeNameErrors.isNameError(failure) {
                Issue.record("\(program.path): the checker passed it, and the run stopped on a name: \(failure)")
            }
            if let failure = outcome.failure {
                failures[program.name] = String(failure.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
                details[program.name] = "Widgetry: \(failure)\noutput so far:\n\(outcome.output)"
            } else if let difference = ConformanceChapter.firstDifference(expected: expected, actual: outcome.output) {
                failures[program.name] = difference
                details[program.name] = Golden.lineDiff(expected: expected, actual: outcome.output)
            }
        }

        let listed = chapter.exceptions()
        if Golden.isRecording {
            try chapter.exceptionsText(failures).write(toFile: chapter.exceptionsPath, atomically: true, encoding: .utf8)
        } else {
            let names = Set(chapter.programs.map(\.name))
            for listedName in listed.keys.sorted() where !names.contains(listedName) {
                Issue.record("\(chapter.exceptionsPath) lists \(listedName), which is not a program of chapter \(name); remove the line")
            }
            for program in chapter.programs {
                if let failure = failures[program.name], listed[program.name] == nil {
                    Issue.record(Comment(rawValue: """
                        \(program.path): \(failure)
                        (not in exceptions.txt: a regression, or a new program; scripts/conformance-gaps.sh refreshes the list)
                        \(details[program.name] ?? "")
                        """))
                } else if failures[program.name] == nil, listed[program.name] != nil {
                    Issue.record("\(program.path) now passes: remove it from \(chapter.exceptionsPath) (scripts/conformance-gaps.sh)")
                }
            }
        }
        let passing = chapter.programs.count - failures.count
        print("""
            Conformance chapter \(name): \(chapter.programs.count) programs, \(passing) passing, \(failures.count) exceptions \
            (swiftc \(String(format: "%.1f", compiled.timeIntervalSince(started))) s, \
            Widgetry \(String(format: "%.1f", Date().timeIntervalSince(compiled))) s)
            """)
    }
}
