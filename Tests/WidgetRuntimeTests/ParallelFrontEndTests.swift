import Foundation
import Testing
@testable import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// A large file is parsed and checked on several threads
/// (`Parser.parse(_:parallelism:)`, `Checker.check(parallelism:)`). The result
/// must be exactly that of one thread: the same tree, the same diagnostics in
/// the same order, the same provider entries. These tests cut small files into
/// small pieces, so that every cut meets mutants and errors.
@Suite struct ParallelFrontEndTests {
    /// Every seed widget, one after another.
    static let corpus: String = MutationTests.seeds.map { String(decoding: $0.bytes, as: UTF8.self) }.joined(separator: "\n")
    static let pieceBytes = 700

    static func expectSameParse(_ text: String, _ label: String) {
        let file = SourceFile(path: "corpus.widget", text: text)
        let (tree, diagnostics) = Parser.parse(file)
        for threads in [2, 3, 7] {
            let (pieces, pieceDiagnostics) = Parser.parse(file, parallelism: threads, minimumChunkBytes: pieceBytes)
            // Compared first, so a failure prints the label, not two whole trees.
            let sameTree = pieces == tree, sameDiagnostics = pieceDiagnostics == diagnostics
            #expect(sameTree, "\(label): \(threads) pieces gave another tree")
            #expect(sameDiagnostics, "\(label): \(threads) pieces gave \(pieceDiagnostics), one gave \(diagnostics)")
        }
    }

    @Test func theCorpusIsCutIntoPiecesAtDeclarations() throws {
        let file = SourceFile(path: "corpus.widget", text: Self.corpus)
        let starts = Parser.chunkStarts(in: file, count: 7, minimumBytes: Self.pieceBytes)
        #expect(starts.count == 7)
        for start in starts.dropFirst() {
            #expect(file.bytes[start - 1] == UInt8(ascii: "\n"))
            #expect(Parser.startsDeclaration(UnsafeBufferPointer(start: file.storage.byteTable, count: file.bytes.count), at: start))
        }
        // A clean corpus: every piece stands, and the tree is the whole file's.
        #expect(!Parser.parse(file).1.hasErrors)
        Self.expectSameParse(Self.corpus, "the corpus")
    }

    /// Text that leaves the lexer or parser inside something (a comment, a
    /// string, a block) put right before each cut, and right after it.
    @Test func piecesAfterAnOpenCommentStringOrBlockAreParsedAgain() {
        let file = SourceFile(path: "corpus.widget", text: Self.corpus)
        let starts = Parser.chunkStarts(in: file, count: 7, minimumBytes: Self.pieceBytes).dropFirst()
        let fragments = ["/*", "\"\"\"\n", "\"", "{", "}", "(", ")", "[", "let x = ", "Text(", "@", "`", "// x\n", "\\", "#"]
        for start in starts {
            for fragment in fragments {
                for at in [start - 1, start, start + 3] {
                    var bytes = file.bytes
                    bytes.insert(contentsOf: Array(fragment.utf8), at: at)
                    Self.expectSameParse(String(decoding: bytes, as: UTF8.self), "'\(fragment)' at \(at)")
                }
            }
        }
    }

    /// A comment that spans a cut: the piece before it ends in an unterminated
    /// comment, and the file parsed again from there has no diagnostic at all.
    @Test func aCommentAcrossACutIsParsedWhole() {
        let file = SourceFile(path: "corpus.widget", text: Self.corpus)
        let starts = Parser.chunkStarts(in: file, count: 7, minimumBytes: Self.pieceBytes).dropFirst()
        for start in starts {
            var bytes = file.bytes
            // The declaration line inside the comment is where the cut now falls.
            bytes.insert(contentsOf: Array("/*\nview Hidden {\n*/\n".utf8), at: start)
            let text = String(decoding: bytes, as: UTF8.self)
            let mutant = SourceFile(path: "corpus.widget", text: text)
            #expect(Parser.chunkStarts(in: mutant, count: 7, minimumBytes: Self.pieceBytes).contains(start + 3))
            let (_, diagnostics) = Parser.parse(mutant)
            #expect(diagnostics.isEmpty, "comment at \(start): \(diagnostics.map(\.message))")
            Self.expectSameParse(text, "comment across the cut at \(start)")
        }
    }

    @Test(arguments: 0..<8)
    func mutantsParseTheSameInPieces(chunk: Int) {
        let seed = MutationSeed(name: "corpus.widget", text: Self.corpus)
        var random = SplitMix64(seed: 0xC0DE_0000 &+ UInt64(chunk))
        for index in 0..<40 {
            let (text, applied) = Mutator.mutate(seed, using: &random)
            Self.expectSameParse(text, "chunk \(chunk) mutant \(index) (\(applied.map(\.rawValue).joined(separator: ", ")))")
        }
    }

    /// Checks a tree on one thread and in pieces; both must say the same.
    static func expectSameCheck(_ tree: WidgetFile, _ label: String) {
        let one = Checker(tree: tree, registry: .standard)
        let diagnostics = one.check()
        for threads in [2, 5] {
            let many = Checker(tree: tree, registry: .standard)
            let pieceDiagnostics = many.check(parallelism: threads, minimumPerThread: 1)
            #expect(pieceDiagnostics == diagnostics, "\(label): \(threads) threads gave other diagnostics")
            #expect(many.providerEntries == one.providerEntries, "\(label): \(threads) threads gave other provider entries")
            #expect(many.suggestionBudget == one.suggestionBudget, "\(label): \(threads) threads spent another budget")
            #expect(fieldTypes(many) == fieldTypes(one), "\(label): \(threads) threads resolved other field types")
        }
    }

    /// Every type's fields and static fields with their types, in order.
    static func fieldTypes(_ checker: Checker) -> [String] {
        zip(checker.symbols.types.keys, checker.symbols.types.values).map { name, symbol in
            name + " " + (symbol.fields + symbol.staticFields).map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        }
    }

    @Test func theCorpusChecksTheSameInPieces() {
        // The seeds repeated: every name is declared twice, and the errors say so.
        let (tree, parseDiagnostics) = Parser.parse(SourceFile(path: "corpus.widget", text: Self.corpus))
        #expect(parseDiagnostics.isEmpty)
        Self.expectSameCheck(tree, "the corpus")
    }

    /// Names changed by a letter: unknown names with suggestions, spread over the
    /// pieces. With a small budget some pieces must be checked again.
    @Test(arguments: 0..<4)
    func misspelledNamesCheckTheSameInPieces(chunk: Int) {
        let file = SourceFile(path: "corpus.widget", text: Self.corpus)
        var lexer = Lexer(file: file)
        let names = lexer.tokenize().filter { $0.identifier != nil && !Parser.isReserved($0.identifier ?? "") }
        var random = SplitMix64(seed: 0x5BE1_0000 &+ UInt64(chunk))
        var checked = 0
        for _ in 0..<12 {
            var bytes = file.bytes
            for _ in 0..<(1 + random.below(6)) {
                let token = random.pick(names)
                bytes[token.end - 1] = random.pick(Array("abcdexyz".utf8))
            }
            let (tree, parseDiagnostics) = Parser.parse(SourceFile(path: "mutant.widget", text: String(decoding: bytes, as: UTF8.self)))
            guard !parseDiagnostics.hasErrors else { continue }
            Self.expectSameCheck(tree, "chunk \(chunk)")
            checked += 1
        }
        #expect(checked > 0)
    }

    @Test func aSpentSuggestionBudgetIsSharedAcrossPieces() {
        let (tree, _) = Parser.parse(SourceFile(path: "corpus.widget", text: Self.corpus.replacingOccurrences(of: "Text(", with: "Txet(")))
        for budget in [0, 40, 400, 4_000] {
            let one = Checker(tree: tree, registry: .standard)
            one.suggestionBudget = budget
            let diagnostics = one.check()
            #expect(diagnostics.contains { $0.message.contains("did you mean") } == (budget > 0))
            let many = Checker(tree: tree, registry: .standard)
            many.suggestionBudget = budget
            #expect(many.check(parallelism: 4, minimumPerThread: 1) == diagnostics, "budget \(budget)")
            #expect(many.suggestionBudget == one.suggestionBudget)
        }
    }

    @Test func largeFilesUseEveryProcessorAndSmallOnesOne() {
        #expect(WidgetCompiler.parallelism(forBytes: 30_000) == 1)
        #expect(WidgetCompiler.parallelism(forBytes: WidgetCompiler.parallelBytes) == min(8, ProcessInfo.processInfo.activeProcessorCount))
    }
}
