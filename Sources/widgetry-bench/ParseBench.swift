import Foundation
import WidgetLanguage
import WidgetRuntime

/// Parse + check throughput (`parse_mb_per_s`) on a generated ~1 MB widget
/// file: the seed widgets repeated with every top-level name renamed per copy,
/// so the whole file parses and checks without errors. `test` blocks are left
/// out (see `Template.withoutTests`).
enum ParseBench {
    /// `WIDGETRY_PARSE_BYTES` and `WIDGETRY_PARSE_RUNS` make a smaller run, for profiling.
    static let targetBytes = environment("WIDGETRY_PARSE_BYTES") ?? 1_000_000
    static let runs = environment("WIDGETRY_PARSE_RUNS") ?? 9

    static func environment(_ name: String) -> Int? {
        ProcessInfo.processInfo.environment[name].flatMap { Int($0) }.map { max(1, $0) }
    }

    static func run(_ report: BenchReport) {
        let seeds = seedFiles()
        guard !seeds.isEmpty else {
            report.note("parse: no widgets/*.widget found (run from the package root)")
            return
        }
        let text = generate(from: seeds, targetBytes: targetBytes)
        let file = SourceFile(path: "bench.widget", text: text)
        let megabytes = Double(file.bytes.count) / 1_000_000
        // `WIDGETRY_PARSE_THREADS=N` runs on N threads instead of the compiler's choice,
        // the first (checking) compile too: a profile of one thread then counts the same
        // instructions every time, whatever the scheduler does.
        let threads = environment("WIDGETRY_PARSE_THREADS") ?? WidgetCompiler.parallelism(forBytes: file.bytes.count)
        let first = WidgetCompiler.compile(file, threads: threads)
        let errors = first.diagnostics.filter { $0.severity == .error }
        if let error = errors.first {
            report.note("parse: the generated file has \(errors.count) errors, first at \(error.range.start): \(error.message)")
        }
        report.note("parse: generated \(file.bytes.count) bytes, \(first.tree?.declarations.count ?? 0) declarations, \(file.lineStarts.count) lines")
        // `WIDGETRY_PARSE_PHASE=lex|parse|compile` runs only that phase (for profiling).
        let only = ProcessInfo.processInfo.environment["WIDGETRY_PARSE_PHASE"]
        var sink = 0
        var figures: [String: Double] = [:]
        let phases: [(String, () -> Void)] = [
            ("lex", { sink &+= Lexer(file: SourceFile(path: "b", text: text)).tokenizedCount() }),
            ("parse", { sink &+= Parser.parse(SourceFile(path: "b", text: text), parallelism: threads).0.declarations.count }),
            // A fresh SourceFile each time: making it (line table) is part of reading a file.
            ("compile", {
                let result = WidgetCompiler.compile(SourceFile(path: "bench.widget", text: text), threads: threads)
                sink &+= result.diagnostics.count + (result.tree?.declarations.count ?? 0)
            }),
        ]
        for (name, body) in phases where only == nil || only == name {
            figures[name] = phase(megabytes, body)
        }
        if sink == 0 { report.note("parse: nothing parsed") }
        if let compile = figures["compile"] { report.record("parse_mb_per_s", compile) }
        report.note("parse: phases, median MB/s: " + phases.compactMap { name, _ in
            figures[name].map { name + " " + String(format: "%.1f", $0) }
        }.joined(separator: ", ") + " (lex: tokens only, one thread; parse: lex + parse; compile: lex + parse + check; \(threads) threads)")
    }

    /// Median MB/s of a phase, by the wall clock: a large file is parsed and
    /// checked on every processor (`WidgetCompiler.parallelBytes`), so the time a
    /// user waits is what counts, not one thread's CPU time.
    static func phase(_ megabytes: Double, _ body: () -> Void) -> Double {
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = monotonicSeconds()
            body()
            samples.append(megabytes / (monotonicSeconds() - start))
        }
        return median(samples)
    }

    /// The text of `widgets/*.widget`, sorted by name.
    static func seedFiles() -> [String] {
        let fromSource = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("widgets")
        let fromCurrent = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("widgets")
        for folder in [fromCurrent, fromSource] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            let texts = names.filter { $0.hasSuffix(".widget") }.sorted().compactMap {
                try? String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
            }
            if !texts.isEmpty { return texts }
        }
        return []
    }

    /// Copies of the seed files, in turn, until `targetBytes`; each copy's
    /// top-level names get a suffix of its own so the copies do not collide.
    static func generate(from seeds: [String], targetBytes: Int) -> String {
        let templates = seeds.map(Template.init)
        var out = ""
        out.reserveCapacity(targetBytes + 10_000)
        // Short suffixes (`_0`, `_1`, … `_z9`): real names are not made longer than they are.
        var copy = 0
        while out.utf8.count < targetBytes {
            for template in templates where out.utf8.count < targetBytes {
                out += template.instantiate(suffix: "_" + String(copy, radix: 36))
                out += "\n"
                copy += 1
            }
        }
        return out
    }

    /// A seed file with the byte ranges of every use of one of its top-level names.
    struct Template {
        let bytes: [UInt8]
        /// Byte ranges of identifiers to rename, in order.
        let renames: [Range<Int>]

        init(_ text: String) {
            let file = SourceFile(path: "seed.widget", text: Template.withoutTests(text))
            let (tree, _) = Parser.parse(file)
            var names = Set<String>()
            for decl in tree.declarations {
                switch decl.kind {
                case .seed, .preview, .test, .permissions: continue
                default: names.insert(decl.name)
                }
            }
            var ranges: [Range<Int>] = []
            Template.collect(file: file, start: 0, end: file.bytes.count, names: names, into: &ranges)
            bytes = file.bytes
            renames = ranges.sorted { $0.lowerBound < $1.lowerBound }
        }

        /// The text without its `test` blocks: a test's `configure(…)` applies to
        /// the file's first widget, which in the generated file is another copy's.
        static func withoutTests(_ text: String) -> String {
            let file = SourceFile(path: "seed.widget", text: text)
            var bytes = file.bytes
            for decl in Parser.parse(file).0.declarations.reversed() {
                guard case .test = decl.kind else { continue }
                bytes.removeSubrange(decl.range.start.offset..<decl.range.end.offset)
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        static let keywords: Set<String> = ["model", "struct", "enum", "entity", "entry", "provider", "intent",
                                            "configuration", "view", "widget", "source"]

        /// Identifier tokens naming a top-level declaration — not members (`.x`)
        /// or labels (`x:`) — including those inside string interpolations.
        static func collect(file: SourceFile, start: Int, end: Int, names: Set<String>, into ranges: inout [Range<Int>]) {
            var lexer = Lexer(file: file, start: start, end: end)
            let tokens = lexer.tokenize()
            for (i, token) in tokens.enumerated() {
                switch token.kind {
                case .identifier(let name) where names.contains(name):
                    let afterDot = i > 0 && tokens[i - 1].isPunct(".")
                    // `name:` is a label, except right after a declaration keyword (`enum E: String`).
                    let declares = i > 0 && Template.keywords.contains(tokens[i - 1].identifier ?? "")
                    let beforeColon = !declares && i + 1 < tokens.count && tokens[i + 1].isPunct(":")
                    if !afterDot, !beforeColon { ranges.append(token.start..<token.end) }
                case .string(let parts):
                    for case .interpolation(let s, let e) in parts {
                        collect(file: file, start: s, end: e, names: names, into: &ranges)
                    }
                default: break
                }
            }
        }

        func instantiate(suffix: String) -> String {
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + renames.count * suffix.utf8.count)
            var at = 0
            for range in renames {
                out += bytes[at..<range.upperBound]
                out += suffix.utf8
                at = range.upperBound
            }
            out += bytes[at...]
            return String(decoding: out, as: UTF8.self)
        }
    }
}

extension Lexer {
    /// Lexes everything and gives the number of tokens.
    consuming func tokenizedCount() -> Int {
        var lexer = self
        return lexer.tokenize().count
    }
}
