import Testing
@testable import WidgetRuntime

/// `Int(Double)` and `Double(Int)` are not optional, `Int("12")` is; overflow
/// and division by zero are located errors, never a crash.
@Suite struct NumberConversionTests {
    @Test func conversionsAreOptionalOnlyFromText() throws {
        let text = try SwiftLanguageHarness.run("""
            let i: Int = Int(3.7)
            let d: Double = Double(i) / 2
            let parsed: Int? = Int("12")
            let bad = Int("x")
            let sum = i + Int(Double(2))
            return "\\(i) \\(d) \\(parsed ?? 0) \\(bad == nil) \\(sum) \\(Int.max - 1 + 1 == Int.max)"
            """)
        #expect(text == "3 1.5 12 true 5 true")
    }

    @Test(arguments: [
        ("let n = Int.max + 1", "1:9: arithmetic overflow in '+'"),
        ("var n = Int.min\n    n -= 1", "2:5: arithmetic overflow in '-'"),
        ("let n = Int.max * 2", "1:9: arithmetic overflow in '*'"),
        ("let z = 0\n    let n = 10 / z", "2:13: division by zero"),
        ("let z = 0\n    let n = 10 % z", "2:13: division by zero"),
        ("let n = Int.min / -1", "1:9: arithmetic overflow in '/'"),
        ("let n = Int(1e300)", "1:9: 1e+300 does not fit in an Int"),
        // A value of a narrower type overflows in its own width, as Swift's `UInt8` and `Int8` do.
        ("let b: UInt8 = 250\n    let n = b + 10", "2:13: arithmetic overflow in '+' (UInt8)"),
        ("let n = Int8.max * 2", "1:9: arithmetic overflow in '*' (Int8)"),
        ("let n = UInt(0) - 1", "1:9: arithmetic overflow in '-' (UInt)"),
        ("let n = -Int8.min", "1:9: arithmetic overflow"),
        ("let n = UInt8(256)", "1:9: Not enough bits to represent the passed value: UInt8(256)"),
        ("let n: UInt8 = 300", "1:16: integer literal '300' overflows when stored into 'UInt8'"),
    ])
    func overflowIsALocatedError(_ statement: String, _ expected: String) throws {
        let message = try SwiftLanguageHarness.runtimeError("""
            \(statement)
                return "\\(n)"
            """)
        #expect(message == expected)
    }
}
