import Foundation
import Testing
import WidgetLanguage
import WidgetTestSupport

/// Swift's grammar, with the Swift compiler as the judge (`SwiftSyntax/`, grouped by
/// the chapters of the grammar summary of *The Swift Programming Language*):
///
/// - every file of `accepted/` is accepted by the compiler and parsed by Widgetry
///   with no error and no syntax warning (a warning that a module or API is not
///   available in Widgetry, or a note on how a form is drawn, says nothing about
///   the syntax, and the checker's stages say the same);
/// - every file of `rejected/` (one syntax error each) is rejected by the compiler
///   and by Widgetry, with an error located inside the file.
///
/// The compiler runs once, on all files (`SwiftCompiler.checkSyntax`). A file the
/// compiler disagrees with is a mistake in the corpus. A file Widgetry does not
/// handle yet is listed in `known-gaps.txt` with Widgetry's reason; the list only
/// shrinks: a listed file that now passes fails the test until it leaves the list,
/// an unlisted file that fails is a regression. `scripts/syntax-gaps.sh` rewrites the
/// list from a run (so does `WIDGETRY_RECORD=1`, as for the golden files).
@Suite struct SwiftCompilerAgreementTests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/WidgetLanguageTests/SwiftSyntax")
    static let gapsPath = folder.appendingPathComponent("known-gaps.txt").path

    @Test func theCompilerAndWidgetryAgree() throws {
        let accepted = Self.swiftFiles(under: "accepted"), rejected = Self.swiftFiles(under: "rejected")
        // A corpus not found whole would make every check below pass vacuously.
        try #require(accepted.count >= 300 && rejected.count >= 40,
                     "found \(accepted.count) accepted and \(rejected.count) rejected files in \(Self.folder.path)")
        let compiler = try #require(SwiftCompiler.find(), "no swiftc on PATH or beside the Swift runtime; set SWIFTC")

        let check = SwiftCompiler.checkSyntax(accepted + rejected, in: Self.folder, compiler: compiler)
        for problem in check.otherErrors { Issue.record("swiftc: \(problem)") }
        let compilerErrors = check.errorsByPath
        for path in accepted {
            for error in compilerErrors[path] ?? [] {
                Issue.record("\(path):\(error.line):\(error.column): swiftc rejects a file of accepted/: \(error.text)")
            }
        }
        for path in rejected where compilerErrors[path] == nil {
            Issue.record("\(path): swiftc accepts a file of rejected/; it must hold a syntax error")
        }

        var gaps: [(path: String, reason: String)] = []
        for path in accepted {
            if let reason = try Self.widgetryRefuses(path) { gaps.append((path, reason)) }
        }
        for path in rejected {
            if let reason = try Self.widgetryMisses(path) { gaps.append((path, reason)) }
        }

        if Golden.isRecording {
            try Self.gapList(gaps).write(toFile: Self.gapsPath, atomically: true, encoding: .utf8)
        } else {
            let known = Self.knownGaps()
            let corpus = Set(accepted + rejected)
            for path in known.keys.sorted() where !corpus.contains(path) {
                Issue.record("known-gaps.txt lists \(path), which is not in the corpus; remove the line")
            }
            for (path, reason) in gaps where known[path] == nil {
                Issue.record("\(path): \(reason)\n(not in known-gaps.txt: a regression, or a new corpus file; scripts/syntax-gaps.sh refreshes the list)")
            }
            let failing = Set(gaps.map(\.path))
            for path in known.keys.sorted() where corpus.contains(path) && !failing.contains(path) {
                Issue.record("\(path) now passes: remove it from known-gaps.txt (scripts/syntax-gaps.sh)")
            }
        }
        let acceptedGaps = gaps.filter { $0.path.hasPrefix("accepted/") }.count
        print("""
            Swift syntax corpus: \(accepted.count) accepted and \(rejected.count) rejected files, one swiftc run \
            (\(compilerErrors.count) files with errors); Widgetry agrees on \(accepted.count + rejected.count - gaps.count); \
            known gaps: \(acceptedGaps) accepted files Widgetry refuses, \(gaps.count - acceptedGaps) rejected files it misses
            """)
    }

    /// The `.swift` files under a folder of the corpus, as paths relative to the corpus, sorted.
    static func swiftFiles(under subfolder: String) -> [String] {
        let root = folder.appendingPathComponent(subfolder)
        let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { "\(subfolder)/\($0)" }.sorted()
    }

    static func parse(_ path: String) throws -> (SourceFile, [Diagnostic]) {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        let file = SourceFile(path: path, text: text)
        return (file, Parser.parse(file).1)
    }

    /// Nil when Widgetry parses a file of `accepted/` with no error and no syntax warning; else the first of them.
    static func widgetryRefuses(_ path: String) throws -> String? {
        let (_, diagnostics) = try parse(path)
        let refusals = diagnostics.filter { diagnostic in
            // `#warning("…")` is a warning for the compiler too.
            diagnostic.severity == .error || (diagnostic.severity == .warning && diagnostic.found(by: .syntax).stage == .syntax
                                              && !diagnostic.message.hasPrefix("'#warning'"))
        }
        return refusals.first.map(describe)
    }

    /// Nil when Widgetry rejects a file of `rejected/` with an error inside the file; else what it did instead.
    static func widgetryMisses(_ path: String) throws -> String? {
        let (file, diagnostics) = try parse(path)
        let errors = diagnostics.filter { $0.severity == .error }
        if errors.isEmpty {
            return diagnostics.first.map { "no error, only \(describe($0))" } ?? "accepted with no diagnostic"
        }
        if let outside = errors.first(where: { !isInside($0.range, file) }) {
            return "error located outside the file: \(describe(outside)) (range \(outside.range))"
        }
        return nil
    }

    /// Both ends are places in the file whose line and column agree with their offset.
    static func isInside(_ range: SourceRange, _ file: SourceFile) -> Bool {
        let count = file.bytes.count
        guard range.start.offset <= range.end.offset, range.end.offset <= count else { return false }
        return [range.start, range.end].allSatisfy { $0.line >= 1 && $0.column >= 1 && file.location(ofOffset: $0.offset) == $0 }
    }

    /// `line:column: severity: message`, on one line.
    static func describe(_ diagnostic: Diagnostic) -> String {
        let message = diagnostic.message.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "\(diagnostic.range.start.line):\(diagnostic.range.start.column): \(diagnostic.severity.rawValue): \(message)"
    }

    // MARK: known-gaps.txt

    static let gapsHeader = """
        # Files of the Swift syntax corpus that Widgetry does not handle yet, one per line:
        # the path (relative to this folder), then Widgetry's reason. For a file of
        # accepted/ the reason is Widgetry's first diagnostic; for a file of rejected/,
        # what it did instead of reporting an error inside the file.
        # SwiftCompilerAgreementTests fails when a listed file passes and when an
        # unlisted one fails. Rewrite this list from a run with scripts/syntax-gaps.sh.

        """

    static func gapList(_ gaps: [(path: String, reason: String)]) -> String {
        gapsHeader + gaps.sorted { $0.path < $1.path }.map { "\($0.path)  \($0.reason)\n" }.joined()
    }

    /// The listed paths with their reasons; lines starting with `#` and blank lines are skipped.
    static func knownGaps() -> [String: String] {
        guard let text = try? String(contentsOfFile: gapsPath, encoding: .utf8) else { return [:] }
        var gaps: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", maxSplits: 1)
            guard let path = fields.first else { continue }
            gaps[String(path)] = fields.count > 1 ? fields[1].trimmingCharacters(in: .whitespaces) : ""
        }
        return gaps
    }
}
