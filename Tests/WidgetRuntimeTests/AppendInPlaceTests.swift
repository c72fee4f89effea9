import Foundation
import Testing
@testable import WidgetRuntime

/// A value held by one variable changes in place: `append` in a loop is
/// linear, and values another variable shares are still copied first.
@Suite struct AppendInPlaceTests {
    static func widget(_ body: String, entries: String) -> String {
        """
        entry E { var n: Int; var text: String = "" }
        struct Box { var items: [Int] = [] }
        provider P {
            placeholder { E(n: 0) }
            timeline {
        \(body)
                return Timeline(entries: \(entries), policy: .never)
            }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text("\\(entry.n) \\(entry.text)") }
        }
        """
    }

    @Test func aHundredThousandAppendsBuildATimelineWithinTheTimeLimit() throws {
        // Quadratic copying took 0.8 s for 10,000 appends and about a minute for 100,000.
        let source = Self.widget("""
                var entries: [E] = []
                for i in 0..<100000 {
                    entries.append(E(n: i))
                }
        """, entries: "entries")
        let harness = try EvaluationHarness(source)
        let value = try harness.timeline(timeLimit: 10)
        guard case .timeline(let timeline) = value else {
            Issue.record("not a timeline: \(value)")
            return
        }
        #expect(timeline.entries.count == 100_000)
        guard case .object(let last)? = timeline.entries.last else {
            Issue.record("not an entry")
            return
        }
        #expect(last["n"].map(ValueFormatting.describe) == "99999")
    }

    /// (6,000 appends: copying the array on each runs out of the session's second, or of its 256 MB budget; in place
    /// they take well under the second, also on a machine busy with other tests, where 10,000 came near it.)
    @Test func theSessionBuildsItUnderItsOwnTimeLimit() throws {
        let source = Self.widget("""
                var entries: [E] = []
                var text = ""
                for i in 0..<6000 {
                    entries.append(E(n: i))
                    text += "x"
                }
        """, entries: "[E(n: entries.count, text: \"\\(text.count)\")]")
        let harness = try EvaluationHarness(source)
        let outcome = try harness.session.render(widget: "W", family: "systemSmall")
        #expect(outcome.problems.map(\.message) == [])
        #expect(outcome.result.text.contains("6000 6000"), "\(outcome.result.text)")
    }

    @Test func fieldsElementsAndDictionaryValuesChangeInPlaceToo() throws {
        // Copying on each append would charge 30,000 × 15,000 elements: far over the memory budget.
        let source = Self.widget("""
                var box = Box()
                var grid: [[Int]] = [[]]
                var d: [String: [Int]] = ["k": []]
                var text = ""
                for i in 0..<30000 {
                    box.items.append(i)
                    grid[0].append(i)
                    d["k"]?.append(i)
                    text += "x"
                }
                let counts = "\\(box.items.count) \\(grid[0].count) \\(d["k"]?.count ?? 0) \\(text.count)"
        """, entries: "[E(n: 0, text: counts)]")
        let harness = try EvaluationHarness(source)
        let value = try harness.timeline()
        guard case .timeline(let timeline) = value, case .object(let entry)? = timeline.entries.first else {
            Issue.record("not a timeline: \(value)")
            return
        }
        #expect(entry["text"].map(ValueFormatting.describe) == "30000 30000 30000 30000")
    }

    @Test func sharedValuesAreCopiedOnTheirFirstChange() throws {
        let source = Self.widget("""
                var a = [1]
                var b = a
                b.append(2)
                var s = "x"
                let t = s
                s += "y"
                var box = Box()
                let copy = box
                box.items.append(5)
                box.items[0] += 1
                var d: [String: [Int]] = [:]
                d["k"] = [1]
                d["k"]?.append(2)
                var c = a
                c += [3]
                c.insert(0, at: 0)
                c.remove(at: 1)
                var flags = [true, false]
                let before = flags
                flags[0].toggle()
                b.removeAll { $0 == 1 }
                let text = "\\(a) \\(b) \\(s) \\(t) \\(box.items) \\(copy.items) \\(d) \\(c) \\(flags) \\(before)"
        """, entries: "[E(n: 0, text: text)]")
        let harness = try EvaluationHarness(source)
        let value = try harness.timeline()
        guard case .timeline(let timeline) = value, case .object(let entry)? = timeline.entries.first else {
            Issue.record("not a timeline: \(value)")
            return
        }
        #expect(entry["text"].map(ValueFormatting.describe)
                == "[1] [2] xy x [6] [] [\"k\": [1, 2]] [0, 3] [false, false] [true, false]")
    }

    @Test func aStructsOwnMethodWithAMutatingNameIsCalled() throws {
        let source = """
        entry E { var n: Int }
        struct Bag {
            var items: [Int] = [1, 2]
            func append(_ x: Int) -> Int { items.count + x }
        }
        provider P {
            placeholder { E(n: 0) }
            timeline {
                var bag = Bag()
                let n = bag.append(5)
                return Timeline(entries: [E(n: n * 10 + bag.items.count)], policy: .never)
            }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text("\\(entry.n)") }
        }
        """
        let harness = try EvaluationHarness(source)
        let value = try harness.timeline()
        guard case .timeline(let timeline) = value, case .object(let entry)? = timeline.entries.first else {
            Issue.record("not a timeline: \(value)")
            return
        }
        #expect(entry["n"].map(ValueFormatting.describe) == "72")
    }

    @Test func anOutOfRangeInsertFailsAtTheCall() throws {
        let source = Self.widget("""
                var xs = [1, 2, 3]
                do {
                    xs.insert(9, at: 7)
                } catch {
                }
        """, entries: "[E(n: xs.count)]")
        let harness = try EvaluationHarness(source)
        let failure = try #require(harness.failure())
        #expect(failure.message == "insert position 7 is out of range")
        #expect(EvaluationHarness.location(failure.range) == harness.location(of: "insert(9"))
    }
}
