import Testing
@testable import WidgetRuntime

/// A set's `update(with:)` and `remove(_:)` give what Swift's give; a class's own method of the
/// same name as a mutating one of the standard library is the class's.
@Suite struct SwiftSetUpdateTests {
    @Test func updateReplacesOrJoinsAndRemoveGivesTheMember() {
        let outcome = SwiftProgram.run(source: """
        func run() {
            var tags: Set<String> = ["a", "b"]
            let replaced = tags.update(with: "a")
            let joined = tags.update(with: "c")
            print(replaced ?? "nil", joined ?? "nil", tags.sorted())
            print(tags.remove("b") ?? "none", tags.remove("z") ?? "none", tags.sorted())
        }

        """, fileName: "SetUpdate")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "a nil [\"a\", \"b\", \"c\"]\nb none [\"a\", \"c\"]\n", "\(outcome.output)")
    }

    @Test func aClassMethodNamedUpdateIsTheClasses() {
        let outcome = SwiftProgram.run(source: """
        final class Counter {
            var total = 0
            func update(with amount: Int) -> Int { total += amount; return total }
            func remove(_ amount: Int) { total -= amount }
        }

        func run() {
            let counter = Counter()
            _ = counter.update(with: 5)
            counter.remove(2)
            print(counter.update(with: 1))
        }

        """, fileName: "ClassUpdate")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "4\n", "\(outcome.output)")
    }
}
