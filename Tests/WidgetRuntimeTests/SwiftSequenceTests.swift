import Foundation
import Testing
@testable import WidgetRuntime

/// Swift's Sequence API as widget code writes it: operators and initializers passed as
/// functions, key paths as functions, strings and dictionaries as sequences, the mutating
/// methods of arrays and dictionaries, Optional's own `map`. Each expected value is what
/// Swift itself computes for the same expression.
@Suite struct SwiftSequenceTests {
    typealias H = BuiltinHarness
    let data = """
    let numbers = [3, 1, 2]
    let words = ["pear", "fig", "apple"]
    let counts = ["a": 1, "b": 2, "c": 3]
    """

    @Test func operatorsAndInitializersAreFunctions() throws {
        #expect(try H.evaluate("numbers.reduce(0, +)", statements: data) == "\([3, 1, 2].reduce(0, +))")
        #expect(try H.evaluate("numbers.sorted(by: >)", statements: data) == "\([3, 1, 2].sorted(by: >))")
        #expect(try H.evaluate("numbers.reduce(1, *)", statements: data) == "6")
        #expect(try H.evaluate("numbers.map(String.init).joined(separator: \"-\")", statements: data) == "3-1-2")
        #expect(try H.evaluate("words.sorted(by: <).first!", statements: data) == "apple")
    }

    @Test func aKeyPathIsAFunction() throws {
        #expect(try H.evaluate("words.map(\\.count)", statements: data) == "\(["pear", "fig", "apple"].map(\.count))")
        #expect(try H.evaluate("words.map(\\.self).count", statements: data) == "3")
    }

    @Test func aKeyPathMaySubscriptWithALiteral() throws {
        #expect(try H.evaluate("[words].map(\\.[1])", statements: data) == "\([["pear", "fig", "apple"]].map(\.[1]))")
        #expect(try H.evaluate("counts[keyPath: \\.[\"b\"]]!", statements: data) == "2")
        let errors = H.errors(H.source(statements: data + "\nlet i = 1", value: "[words].map(\\.[i]).count"))
        #expect(errors.count == 1)
        #expect(errors.first?.hasSuffix("a key path's subscript with a computed argument ('[i]') is not available in Widgetry; write a literal ([0], [\"key\"]), or a closure, as in { $0[i] }") == true, "\(errors)")
    }

    @Test func aTupleIsSplitIntoAnonymousArguments() throws {
        #expect(try H.evaluate("zip(numbers, words).map { \"\\($1)\\($0)\" }", statements: data)
                == "\(zip([3, 1, 2], ["pear", "fig", "apple"]).map { "\($1)\($0)" })")
        #expect(try H.evaluate("counts.map { \"\\($0)=\\($1)\" }.sorted()", statements: data) == "[\"a=1\", \"b=2\", \"c=3\"]")
    }

    @Test func aDictionaryIsASequenceOfKeyValuePairs() throws {
        #expect(try H.evaluate("counts.filter { $0.value > 1 }.count", statements: data) == "2")
        #expect(try H.evaluate("counts.sorted { $0.value > $1.value }.first!.key", statements: data) == "c")
        #expect(try H.evaluate("counts.reduce(0) { $0 + $1.value }", statements: data) == "6")
        #expect(try H.evaluate("counts.max(by: { $0.value < $1.value })!.key", statements: data) == "c")
        #expect(try H.evaluate("counts.contains(where: { $0.key == \"b\" })", statements: data) == "true")
        #expect(try H.evaluate("counts.compactMap { $0.value > 2 ? $0.key : nil }", statements: data) == "[\"c\"]")
        #expect(try H.evaluate("counts.first(where: { $0.value == 2 })!.key", statements: data) == "b")
    }

    @Test func aStringIsASequenceOfCharacters() throws {
        #expect(try H.evaluate("\"a1b2\".filter { $0.isNumber }") == "12")
        #expect(try H.evaluate("\"Hello\".map { $0.isUppercase }") == "\("Hello".map { $0.isUppercase })")
        #expect(try H.evaluate("String(\"abc\".reversed())") == "cba")
        #expect(try H.evaluate("\"abc\".contains { $0 == \"b\" }") == "true")
        #expect(try H.evaluate("\"abc\".contains(\"bc\")") == "true")
        #expect(try H.evaluate("\"Hello\".allSatisfy { $0.isLetter }") == "true")
        #expect(try H.evaluate("\"Hello\".firstIndex(of: \"l\")!") == "2")
        #expect(try H.evaluate("Character(\"7\").wholeNumberValue!") == "7")
        #expect(try H.evaluate("\"A\".asciiValue!") == "65")
        #expect(try H.evaluate("\"ab\".padding(toLength: 5, withPad: \".\", startingAt: 0)") == "ab...")
        #expect(try H.evaluate("\"a\".localizedCompare(\"b\") == .orderedAscending") == "true")
        #expect(try H.evaluate("\"Hello\".appending(\"!\")") == "Hello!")
        #expect(try H.evaluate("String(255, radix: 16)") == "ff")
    }

    @Test func mutatingMethodsChangeTheVariable() throws {
        let statements = """
        var xs = [3, 1, 2]
        xs.sort()
        xs.append(contentsOf: [9])
        xs.swapAt(0, 3)
        var ys = [1, 2, 3]
        ys.reverse()
        var d = ["a": 1]
        d["a", default: 0] += 1
        d["z", default: 10] += 1
        let old = d.updateValue(5, forKey: "a")
        d.merge(["q": 7]) { current, new in new }
        d.removeValue(forKey: "z")
        var s = "ab"
        s.append("c")
        """
        #expect(try H.evaluate("\"\\(xs) \\(ys) \\(d.sorted { $0.key < $1.key }.map(\\.value)) \\(old!) \\(s)\"", statements: statements)
                == "[9, 2, 3, 1] [3, 2, 1] [5, 7] 2 abc")
    }

    @Test func slicesByRangesAndOptionalsOwnMap() throws {
        #expect(try H.evaluate("Array(numbers[0..<2])", statements: data) == "[3, 1]")
        #expect(try H.evaluate("\"Hello\"[1...3]") == "ell")
        #expect(try H.evaluate("Int(\"42\").map { $0 * 2 } ?? 0") == "84")
        #expect(try H.evaluate("Int(\"x\").map { $0 * 2 } ?? -1") == "-1")
        // On a `String?`, `map` is Optional's (the whole string), not the characters'.
        #expect(try H.evaluate("name.map { $0.count } ?? 0", statements: "let name: String? = \"Widget\"") == "6")
        #expect(try H.evaluate("12.isMultiple(of: 4)") == "true")
    }

    @Test func aSliceOutOfRangeIsALocatedErrorNotACrash() throws {
        #expect(throws: (any Error).self) { try H.evaluate("numbers[1..<9]", statements: data) }
        let errors = H.errors(H.source(statements: data, value: "numbers.sum()"))
        #expect(errors == ["8:30: value of type [Int] has no member 'sum'"], "at the name, after `numbers.`")
    }

    @Test func reduceIntoChangesItsAccumulatorInPlace() throws {
        #expect(try H.evaluate("words.reduce(into: [:]) { $0[$1.count, default: 0] += 1 }[4]!", statements: data)
                == "\(["pear", "fig", "apple"].reduce(into: [:]) { $0[$1.count, default: 0] += 1 }[4]!)")
        #expect(try H.evaluate("numbers.reduce(into: 0) { total, n in total += n }", statements: data) == "6")
        #expect(try H.evaluate("stack.popLast()! + stack.count", statements: "var stack = [1, 2, 3]") == "5")
    }

    @Test func aLocalFunctionIsCalledWithItsLabels() throws {
        let statements = """
        let base = 10
        func add(_ x: Int, times: Int) -> Int { base + x * times }
        func label(for value: Int) -> String { "v\\(value)" }
        """
        #expect(try H.evaluate("label(for: add(2, times: 3))", statements: statements) == "v16")
    }
}

