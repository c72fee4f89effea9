import Foundation
import Synchronization
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetTestSupport

/// Robustness: mutants of the seed widgets (byte flips, deletions, insertions,
/// truncations, token swaps) go through the whole front end. None may crash,
/// none may take more than 100 ms, and every diagnostic must point inside the
/// file (see `FrontEndCheck`). The work is split into chunks that Swift
/// Testing runs in parallel; each chunk has its own seeded generator, so a
/// failing mutant is reproducible from its chunk and index.
@Suite struct MutationTests {
    static let chunks = 50
    static let mutantsPerChunk = 1_000
    static let seeds: [MutationSeed] = PackagePaths.files(in: "widgets", withExtension: "widget").compactMap { path in
        (try? String(contentsOfFile: path, encoding: .utf8)).map {
            MutationSeed(name: URL(fileURLWithPath: path).lastPathComponent, text: $0)
        }
    }
    static let progress = Mutex((mutants: 0, chunks: 0, started: ContinuousClock.now, slowestMilliseconds: 0.0))

    @Test func enoughMutantsAndSeeds() {
        #expect(Self.chunks * Self.mutantsPerChunk >= 50_000)
        #expect(Self.seeds.count >= 5)
        #expect(Self.seeds.allSatisfy { $0.tokens.count > 100 })
    }

    @Test(arguments: 0..<chunks)
    func mutantsCompileSafely(chunk: Int) throws {
        Self.progress.withLock { _ in }  // starts the clock with the first chunk
        let seeds = Self.seeds
        try #require(!seeds.isEmpty)
        var random = SplitMix64(seed: 0x5EED_0000 &+ UInt64(chunk))
        var slowest = 0.0
        var kinds = Set<MutationKind>()
        for index in 0..<Self.mutantsPerChunk {
            let seed = seeds[index % seeds.count]
            let (text, applied) = Mutator.mutate(seed, using: &random)
            kinds.formUnion(applied)
            let label = "chunk \(chunk) mutant \(index) of \(seed.name) (\(applied.map(\.rawValue).joined(separator: ", ")))"
            let outcome = FrontEndCheck.run(SourceFile(path: seed.name, text: text))
            slowest = max(slowest, outcome.milliseconds)
            if let problem = outcome.problem {
                Issue.record("\(label): \(problem)\n--- mutant ---\n\(text.prefix(4_000))")
                return
            }
        }
        #expect(kinds.count >= 5, "chunk \(chunk) used only \(kinds.map(\.rawValue))")
        let summary = Self.progress.withLock { state -> String? in
            state.mutants += Self.mutantsPerChunk
            state.chunks += 1
            state.slowestMilliseconds = max(state.slowestMilliseconds, slowest)
            guard state.chunks == Self.chunks else { return nil }
            let elapsed = ContinuousClock.now - state.started
            return "mutation robustness: \(state.mutants) mutants of \(Self.seeds.count) seed widgets checked in \(elapsed), "
                + "slowest \(String(format: "%.1f", state.slowestMilliseconds)) ms (thread CPU time)"
        }
        if let summary { print(summary) }
    }
}
