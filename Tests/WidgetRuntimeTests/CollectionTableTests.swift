import Foundation
import Testing
@testable import WidgetRuntime

/// The String and Array API through the table: new members run, and members the
/// interpreter never had are check-time errors instead of run-time ones.
@Suite struct CollectionTableTests {
    typealias H = BuiltinHarness

    @Test func stringMembers() throws {
        #expect(try H.evaluate("\"Hello World\".localizedCaseInsensitiveContains(\"WORLD\")") == "true")
        #expect(try H.evaluate("\"a,b,,c\".split(separator: \",\")") == "[\"a\", \"b\", \"c\"]")
        #expect(try H.evaluate("\"a,b,,c\".components(separatedBy: \",\").count") == "4")
        #expect(try H.evaluate("String(repeating: \"ab\", count: 3)") == String(repeating: "ab", count: 3))
        #expect(try H.evaluate("String(repeating: \"-\", count: 0)") == "")
    }

    @Test func arrayMembersAsSwift() throws {
        let xs = "let xs = [3, 1, 4, 1, 5]"
        #expect(try H.evaluate("xs.max(by: { $0 > $1 })!", statements: xs) == "\([3, 1, 4, 1, 5].max(by: { $0 > $1 })!)")
        #expect(try H.evaluate("xs.max()!", statements: xs) == "5")
        #expect(try H.evaluate("xs.prefix(while: { $0 > 2 })", statements: xs) == "[3]")
        #expect(try H.evaluate("xs.drop(while: { $0 > 2 }).count", statements: xs) == "4")
        #expect(try H.evaluate("xs.lastIndex(of: 1)!", statements: xs) == "3")
        #expect(try H.evaluate("xs.count(where: { $0 == 1 })", statements: xs) == "2")
        #expect(try H.evaluate("[[1, 2], [3]].flatMap { $0 }") == "[1, 2, 3]")
        #expect(try H.evaluate("\"hello\".dropFirst()") == "ello")
        #expect(try H.evaluate("\"hello\".starts(with: \"he\")") == "true")
    }

    @Test func dictionaryGroupingAndSets() throws {
        #expect(try H.evaluate("Dictionary(grouping: [\"apple\", \"avocado\", \"banana\"], by: { $0.prefix(1) })")
                == "[\"a\": [\"apple\", \"avocado\"], \"b\": [\"banana\"]]")
        #expect(try H.evaluate("[\"a\": 1, \"b\": 2].mapValues { $0 * 10 }") == "[\"a\": 10, \"b\": 20]")
        #expect(try H.evaluate("Set([1, 2, 2, 3, 1]).count") == "3")
    }

    @Test func aMutatingMethodOnAValueThatIsNotAVariableRuns() throws {
        #expect(try H.evaluate("\"done\"", statements: "[1, 2].append(3)") == "done")
    }

    @Test func arrayMembersTheInterpreterLacksAreCheckErrors() {
        // Not standard library (a package's or a blog's extension): located errors, not run-time surprises.
        let errors = H.errors(H.source(statements: "let xs = [1, 2, 3]", value: "xs.chunked(into: 2)"))
        #expect(errors.first?.hasPrefix("6:25: value of type [Int] has no member 'chunked'") == true, "\(errors)")
        let sum = H.errors(H.source(statements: "let xs = [1, 2, 3]", value: "xs.sum()"))
        #expect(sum.first?.hasPrefix("6:25: value of type [Int] has no member 'sum'") == true, "\(sum)")
    }

    @Test func arrayResultsFollowTheElementType() {
        let errors = H.errors(H.source(statements: "let xs = [1, 2, 3]", value: "xs.first! + \"x\""))
        #expect(!errors.isEmpty, "Int + String is reported: first of [Int] is Int?")
    }
}
