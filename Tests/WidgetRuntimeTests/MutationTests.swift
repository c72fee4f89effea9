import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// Robustness: mutants of the seed widgets (byte flips, deletions, insertions,
/// truncations, token swaps) go through the whole front end. None may crash,
/// none may take longer than `FrontEndCheck`'s limit, and every diagnostic must
/// point inside the file. The suite runs the front end unoptimised, so it
/// checks 10,000 mutants; the libFuzzer target in `fuzz/` searches further.
/// The work is split into chunks that Swift Testing runs in parallel; each
/// chunk has its own seeded generator, so a failing mutant is reproducible
/// from its chunk and index.
@Suite struct MutationTests {
    static let chunks = 50
    static let mutantsPerChunk = 200
    static let seeds: [MutationSeed] = PackagePaths.files(in: "widgets", withExtension: "widget").compactMap { path in
        (try? String(contentsOfFile: path, encoding: .utf8)).map {
            MutationSeed(name: URL(fileURLWithPath: path).lastPathComponent, text: $0)
        }
    }
    static let progress = MutationProgress()

    @Test func enoughMutantsAndSeeds() {
        #expect(Self.chunks * Self.mutantsPerChunk >= 10_000)
        #expect(Self.seeds.count >= 5)
        #expect(Self.seeds.allSatisfy { $0.tokens.count > 100 })
    }

    @Test(arguments: 0..<chunks)
    func mutantsCompileSafely(chunk: Int) throws {
        Self.progress.start()
        let seeds = Self.seeds
        try #require(!seeds.isEmpty)
        var random = SplitMix64(seed: 0x5EED_0000 &+ UInt64(chunk))
        var slowest = 0.0
        var kinds = Set<MutationKind>()
        for index in 0..<Self.mutantsPerChunk {
            let seed = seeds[index % seeds.count]
            let (text, applied) = Mutator.mutate(seed, using: &random)
            kinds.formUnion(applied)
            let outcome = FrontEndCheck.run(SourceFile(path: seed.name, text: text))
            slowest = max(slowest, outcome.milliseconds)
            if let problem = outcome.problem {
                let label = "chunk \(chunk) mutant \(index) of \(seed.name) (\(applied.map(\.rawValue).joined(separator: ", ")))"
                Issue.record("\(label): \(problem)\n--- mutant ---\n\(text.prefix(4_000))")
                return
            }
        }
        #expect(kinds.count >= 5, "chunk \(chunk) used only \(kinds.map(\.rawValue))")
        if let summary = Self.progress.finishChunk(mutants: Self.mutantsPerChunk, slowest: slowest, of: Self.chunks) {
            print("mutation robustness: \(summary.mutants) mutants of \(Self.seeds.count) seed widgets checked in "
                  + "\(summary.elapsed), slowest \(String(format: "%.1f", summary.slowest)) ms (thread CPU time)")
        }
    }
}

/// Counts the mutants of all chunks, which run in parallel, for the summary line.
final class MutationProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var started: ContinuousClock.Instant?
    private var mutants = 0
    private var chunks = 0
    private var slowest = 0.0

    /// The clock starts with the first chunk.
    func start() {
        lock.withLock { if started == nil { started = .now } }
    }

    /// Adds a finished chunk; after the last one, gives the totals.
    func finishChunk(mutants count: Int, slowest chunkSlowest: Double, of total: Int)
        -> (mutants: Int, elapsed: Duration, slowest: Double)? {
        lock.withLock {
            mutants += count
            chunks += 1
            slowest = max(slowest, chunkSlowest)
            guard chunks == total, let started else { return nil }
            return (mutants, ContinuousClock.now - started, slowest)
        }
    }
}
