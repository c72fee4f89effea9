import Foundation
import Testing
@testable import WidgetLanguage

/// `Parallel.destroy` frees a large list on several threads (a large syntax
/// tree's teardown): every element is destroyed once, and an element that
/// something else still holds is only released.
@Suite struct ParallelTests {
    /// Counts the instances destroyed, from any thread.
    final class Destroyed: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: [Int] = []
        func add(_ id: Int) { lock.lock(); ids.append(id); lock.unlock() }
        var sorted: [Int] { lock.lock(); defer { lock.unlock() }; return ids.sorted() }
    }

    final class Tracked {
        let id: Int
        let destroyed: Destroyed
        init(_ id: Int, _ destroyed: Destroyed) { self.id = id; self.destroyed = destroyed }
        deinit { destroyed.add(id) }
    }

    @Test(arguments: [1, 2, 3, 7, 2000])
    func everyElementIsDestroyedOnce(parts: Int) {
        let destroyed = Destroyed()
        Parallel.destroy((0..<1000).map { Tracked($0, destroyed) }, partStarts: (0..<parts).map { 1000 * $0 / parts })
        #expect(destroyed.sorted == Array(0..<1000))
    }

    @Test(arguments: [[], [0], [0, 500], [0, 1, 2, 999], [0, 700, 300, 700, 1000, 5000], [-4, 10, 10, 20], [999, 0]])
    func partsCutAtGivenStarts(starts: [Int]) {
        let destroyed = Destroyed()
        Parallel.destroy((0..<1000).map { Tracked($0, destroyed) }, partStarts: starts)
        #expect(destroyed.sorted == Array(0..<1000))
    }

    @Test func elementsHeldElsewhereSurvive() {
        let destroyed = Destroyed()
        var kept: [Tracked] = []
        Parallel.destroy((0..<1000).map { id in
            let tracked = Tracked(id, destroyed)
            if id % 100 == 0 { kept.append(tracked) }
            return tracked
        }, partStarts: [0, 333, 666])
        #expect(destroyed.sorted == (0..<1000).filter { $0 % 100 != 0 })
        #expect(kept.map(\.id) == Array(stride(from: 0, to: 1000, by: 100)))
    }

    @Test func aTreeFreedInPartsLeavesItsCopiesWhole() {
        let text = (0..<200).map { "struct S\($0) {\n    var a: Int = \($0)\n}\n" }.joined()
        let file = SourceFile(path: "many.widget", text: text)
        let (single, _) = Parser.parse(file)
        var copy: [Decl] = []
        do {
            let (tree, diagnostics) = Parser.parse(file, parallelism: 3, minimumChunkBytes: 500)
            #expect(diagnostics.isEmpty)
            #expect(tree == single)
            copy = tree.declarations
        }
        // The tree is gone; the declarations copied out of it are untouched.
        #expect(copy == single.declarations)
        #expect(copy.count == 200)
    }
}
