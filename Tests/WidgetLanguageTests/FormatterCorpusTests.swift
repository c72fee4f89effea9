import Foundation
import Testing
import WidgetLanguage
import WidgetTestSupport

/// `WidgetFormatter` on every widget file and every Grammar.md example: the
/// output parses to the same tree, formatting it again changes nothing, every
/// comment survives, and mutating the white space (indentation, spaces between
/// tokens) formats back to the same text.
@Suite struct FormatterCorpusTests {
    struct Sample: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var testDescription: String { name }
    }

    static let samples: [Sample] =
        PackagePaths.files(in: "widgets", withExtension: "widget").map { path in
            Sample(name: URL(fileURLWithPath: path).lastPathComponent, text: (try? String(contentsOfFile: path, encoding: .utf8)) ?? "")
        }
        + GrammarExample.load(tags: ["widget", "widget-fragment"]).map { Sample(name: $0.testDescription, text: $0.code) }

    @Test func thereAreSamples() {
        #expect(Self.samples.count >= 45)
    }

    @Test(arguments: samples)
    func preservesTreeAndIsIdempotent(_ sample: Sample) throws {
        let original = SourceFile(path: sample.name, text: sample.text)
        let formatted = try WidgetFormatter.format(original)
        let (before, _) = Parser.parse(original)
        let (after, diagnostics) = Parser.parse(SourceFile(path: sample.name, text: formatted))
        #expect(!diagnostics.hasErrors)
        #expect(after.withoutRanges == before.withoutRanges)
        #expect(try WidgetFormatter.format(SourceFile(path: sample.name, text: formatted)) == formatted)
        #expect(Self.comments(in: original) == Self.comments(in: SourceFile(path: sample.name, text: formatted)))
    }

    @Test(arguments: samples)
    func whiteSpaceMutationsFormatTheSame(_ sample: Sample) throws {
        let expected = try WidgetFormatter.format(SourceFile(path: sample.name, text: sample.text))
        var random = SplitMix64(seed: UInt64(truncatingIfNeeded: sample.text.utf8.count))
        for round in 0..<5 {
            let mutated = Self.mutateWhiteSpace(sample.text, &random)
            let formatted = try WidgetFormatter.format(SourceFile(path: sample.name, text: mutated))
            #expect(formatted == expected, "round \(round):\n\(mutated)")
        }
    }

    /// Comment texts in order, without trailing blanks.
    static func comments(in file: SourceFile) -> [String] {
        var lexer = Lexer(file: file)
        _ = lexer.tokenize()
        return lexer.comments.map { comment in
            var text = String(decoding: file.bytes[comment.start..<comment.end], as: UTF8.self)
            while text.last == " " || text.last == "\r" { text.removeLast() }
            return text
        }
    }

    /// Rewrites the white space between tokens and comments: every run of
    /// blanks on a line becomes 1–3 spaces or a tab (none stays none), and the
    /// indentation after each line break becomes 0–9 spaces. Line breaks stay.
    static func mutateWhiteSpace(_ text: String, _ random: inout SplitMix64) -> String {
        let file = SourceFile(path: "m.widget", text: text)
        var lexer = Lexer(file: file)
        let tokens = lexer.tokenize()
        let spans = (tokens.map { ($0.start, $0.end) } + lexer.comments.map { ($0.start, $0.end) }).sorted { $0.0 < $1.0 }
        var out: [UInt8] = []
        var position = 0
        for (start, end) in spans {
            let gap = file.bytes[position..<start]
            let lines = gap.split(separator: 0x0A, omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                if index > 0 { out.append(0x0A) }
                let semicolons = line.filter { $0 == UInt8(ascii: ";") }
                if index > 0 {
                    out += [UInt8](repeating: 0x20, count: Int(random.next() % 10))
                } else if !line.isEmpty, semicolons.isEmpty, position > 0 {
                    out += random.next() % 4 == 0 ? [0x09] : [UInt8](repeating: 0x20, count: 1 + Int(random.next() % 3))
                } else {
                    out += line.filter { $0 != 0x20 && $0 != 0x09 } + (line.isEmpty ? [] : [0x20])
                }
            }
            out += file.bytes[start..<end]
            position = end
        }
        return String(decoding: out, as: UTF8.self)
    }
}

