import Testing
@testable import WidgetRuntime

/// `print`, `debugPrint` and `String(describing:)` as Swift writes values.
@Suite struct PrintingTests {
    @Test func printTakesSeveralValuesASeparatorAndATerminator() throws {
        let (lines, text) = try SwiftLanguageHarness.trace("""
            let fish: String? = "catfish"
            let none: Int? = nil
            print("a", 1, 2.5, true)
            print("x", "y", separator: "-", terminator: "!")
            print(fish, none)
            debugPrint("quoted", [1, 2])
            print((1, "two"), (x: 1, y: 2))
            return String(describing: fish) + " " + String(describing: (3, "c")) + " " + String(describing: none)
                + " " + String(describing: "plain")
            """)
        #expect(lines == [
            "a 1 2.5 true",
            "x-y!",
            #"Optional("catfish") nil"#,
            #""quoted" [1, 2]"#,
            #"(1, "two") (x: 1, y: 2)"#,
        ])
        #expect(text == #"Optional("catfish") (3, "c") nil plain"#)
    }

    @Test func aWrongPrintLabelIsALocatedCheckError() {
        let errors = SwiftLanguageHarness.checkErrors("""
            print("a", sep: "-")
            print("b", separator: 1)
            return ""
            """)
        #expect(errors == [
            "1:12: print takes values and then 'separator:', 'terminator:' and 'to:', not 'sep:'",
            "2:23: 'separator' takes a String, not Int",
        ])
    }
}
