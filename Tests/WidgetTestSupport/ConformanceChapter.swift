import Foundation
import WidgetLanguage

/// A chapter of the conformance suite (`Tests/WidgetRuntimeTests/Conformance/<chapter>/`,
/// docs/conformance.md): Swift programs, each a file of top-level declarations with one
/// entry function written as a line starting `func run() {`, and the list of the
/// programs Widgetry does not run as the Swift compiler does (`exceptions.txt`).
///
/// The reference output comes from the Swift compiler of this machine: the chapter's
/// programs become one module (each `run` renamed `run_<name>`, and a `main.swift`
/// that calls them in turn, each after a marker), compiled once and run once.
public struct ConformanceChapter: Sendable {
    public struct Program: Sendable {
        /// The file's name without `.swift`.
        public var name: String
        public var path: String
        public var source: String
        /// `name` as a Swift identifier: what follows `run_` in the chapter's module.
        public var identifier: String { ConformanceChapter.identifier(name) }
    }

    public static let folder = PackagePaths.root.appendingPathComponent("Tests/WidgetRuntimeTests/Conformance")
    /// The line that starts a program's entry function.
    public static let entryLine = "func run() {"
    /// Before each program's output in the reference run: the record separator, which no program prints.
    static let marker = "\u{1E}=== "

    public var name: String
    public var programs: [Program]
    public var folder: URL { Self.folder.appendingPathComponent(name) }
    public var exceptionsPath: String { folder.appendingPathComponent("exceptions.txt").path }

    /// The chapters (folders of `Conformance/`), sorted by name.
    public static func names() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { entry in
            var isFolder: ObjCBool = false
            return !entry.hasPrefix(".") && FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }

    /// Reads a chapter's programs, sorted by name.
    public static func load(_ name: String) throws -> ConformanceChapter {
        let chapterFolder = folder.appendingPathComponent(name)
        let files = try FileManager.default.contentsOfDirectory(atPath: chapterFolder.path).filter { $0.hasSuffix(".swift") }.sorted()
        let programs = try files.map { file in
            let path = chapterFolder.appendingPathComponent(file).path
            return Program(name: String(file.dropLast(".swift".count)), path: path, source: try String(contentsOfFile: path, encoding: .utf8))
        }
        return ConformanceChapter(name: name, programs: programs)
    }

    /// A name as a Swift identifier: every character that is not an ASCII letter, digit or `_` becomes `_`.
    public static func identifier(_ name: String) -> String {
        String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_") ? Character(scalar) : "_"
        })
    }

    /// What is wrong with the chapter's files as the convention has them (each a mistake in the suite).
    public func conventionProblems() -> [String] {
        var problems: [String] = []
        var seen: [String: String] = [:]
        for program in programs {
            let entries = program.source.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.hasPrefix(Self.entryLine) }
            if entries.count != 1 {
                problems.append("\(program.path): \(entries.count) lines start '\(Self.entryLine)'; a program has exactly one")
            }
            if program.name == "main" { problems.append("\(program.path): a program may not be named main (the module's main.swift)") }
            if let other = seen[program.identifier] {
                problems.append("\(program.path): its name and \(other)'s make the same identifier run_\(program.identifier)")
            }
            seen[program.identifier] = program.name
        }
        return problems
    }

    // MARK: The reference

    /// What the reference run gave: each program's output, by name; or why there is none.
    public enum Reference: Sendable {
        case outputs([String: String])
        /// The chapter did not compile, or its executable did not run to its end.
        case failed(String)
    }

    /// Compiles the chapter with `swiftc -module-name main` in a temporary folder, runs it,
    /// and splits its output at the markers. `compileSeconds` and `runSeconds` bound the
    /// two steps.
    public func reference(compiler: URL, compileSeconds: Double = 240, runSeconds: Double = 60) -> Reference {
        let work = PackagePaths.temporaryDirectory("widgetry-conformance-\(name)")
        defer { try? FileManager.default.removeItem(at: work) }
        var files: [String] = []
        // Lines reach the pipe as they are printed, so a program that stops the run is named.
        var main = "// Made by ConformanceChapter: each program's output follows a marker.\nimport Foundation\nsetvbuf(stdout, nil, _IOLBF, 0)\n"
        for program in programs {
            let renamed = program.source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line.hasPrefix(Self.entryLine) ? "func run_\(program.identifier)() {" + line.dropFirst(Self.entryLine.count) : line
            }.joined(separator: "\n")
            let file = program.name + ".swift"
            do {
                try renamed.write(to: work.appendingPathComponent(file), atomically: true, encoding: .utf8)
            } catch {
                return .failed("cannot write \(file) in \(work.path): \(error)")
            }
            files.append(file)
            main += "print(\(quoted(Self.marker + program.name)))\nrun_\(program.identifier)()\n"
        }
        do {
            try main.write(to: work.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        } catch {
            return .failed("cannot write main.swift in \(work.path): \(error)")
        }

        // Whole paths, so swiftc's messages name the files, and those are then named as the chapter's own.
        let paths = (files + ["main.swift"]).map { work.appendingPathComponent($0).path }
        let compile = CommandRunner.run(compiler, ["-module-name", "main", "-suppress-warnings", "-o", "chapter"] + paths,
                                        directory: work, timeout: compileSeconds)
        guard compile.status == 0, !compile.timedOut else {
            // Name the chapter's own files, not the copies.
            let text = (compile.stderr + compile.stdout).replacingOccurrences(of: work.path + "/", with: folder.path + "/")
            return .failed("swiftc did not compile chapter \(name)\(compile.timedOut ? " in \(Int(compileSeconds)) s" : ""):\n\(text)")
        }
        let execution = CommandRunner.run(work.appendingPathComponent("chapter"), [], directory: work, timeout: runSeconds)
        let pieces = execution.stdout.components(separatedBy: Self.marker)
        var outputs: [String: String] = [:]
        for piece in pieces.dropFirst() {
            let (name, output) = piece.firstIndex(of: "\n").map { (String(piece[..<$0]), String(piece[piece.index(after: $0)...])) }
                ?? (piece, "")
            outputs[name] = output
        }
        guard execution.status == 0, !execution.timedOut else {
            let running = pieces.count > 1 ? pieces.last?.split(separator: "\n").first.map(String.init) : nil
            return .failed("""
                chapter \(name), compiled by swiftc, \(execution.timedOut ? "ran longer than \(Int(runSeconds)) s" : "stopped with status \(execution.status)")\
                \(running.map { " in program \($0)" } ?? ""):
                \(execution.stderr)
                """)
        }
        return .outputs(outputs)
    }


    // MARK: exceptions.txt

    /// The listed programs with their reasons (`name: reason` lines; `#` lines and blank lines skipped).
    public func exceptions() -> [String: String] {
        guard let text = try? String(contentsOfFile: exceptionsPath, encoding: .utf8) else { return [:] }
        var listed: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
            if let colon = line.range(of: ": ") {
                listed[String(line[..<colon.lowerBound])] = String(line[colon.upperBound...])
            } else {
                listed[String(line).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ":"))] = ""
            }
        }
        return listed
    }

    /// The text of `exceptions.txt` for these failures (`name: reason`, sorted by name).
    public func exceptionsText(_ failures: [String: String]) -> String {
        """
        # Programs of the conformance chapter '\(name)' that Widgetry does not run as swiftc
        # does, one per line: the program's name, then Widgetry's reason (the first line of
        # its error, or the first line of output that differs). ConformanceTests fails when
        # a listed program passes and when an unlisted one fails. Rewrite this file from a
        # run with scripts/conformance-gaps.sh (docs/conformance.md).

        """ + failures.keys.sorted().map { "\($0): \(failures[$0] ?? "")\n" }.joined()
    }

    /// `output differs: line N: swiftc "…", Widgetry "…"` for the first line where the outputs
    /// differ (nil when equal); long lines are cut.
    public static func firstDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let a = expected.components(separatedBy: "\n"), b = actual.components(separatedBy: "\n")
        for index in 0..<max(a.count, b.count) {
            let x = index < a.count ? a[index] : nil, y = index < b.count ? b[index] : nil
            guard x != y else { continue }
            func shown(_ line: String?) -> String { line.map { quoted(String($0.prefix(100)) + ($0.count > 100 ? "…" : "")) } ?? "(no line)" }
            return "output differs: line \(index + 1): swiftc \(shown(x)), Widgetry \(shown(y))"
        }
        return "output differs"
    }
}
