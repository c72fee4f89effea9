import Foundation
import Testing
@testable import WidgetRuntime

/// The issue's "passes check, then fails when run" cases: each is now either
/// a located check-time diagnostic or runs as Swift does.
@Suite struct BuiltinCheckRegressionTests {
    typealias H = BuiltinHarness

    @Test func anUnknownCalendarMethodIsACheckError() {
        let errors = H.errors(H.source(statements: "", value: "Calendar.current.fooBar(1)"))
        #expect(errors.first?.hasPrefix("6:39: value of type Calendar has no member 'fooBar'") == true, "\(errors)")
    }

    @Test func anUnknownStaticMemberOfABuiltinTypeIsACheckError() {
        let errors = H.errors(H.source(statements: "", value: "Calendar.currnt"))
        #expect(errors == ["6:31: type 'Calendar' has no member 'currnt'; did you mean 'current'?"], "\(errors)")
    }

    @Test func calendarCurrentRunsAfterItChecks() throws {
        let text = try H.evaluate("Calendar.current.date(byAdding: .day, value: 1, to: now)!")
        #expect(text == "2025-03-02 00:00:00 +0000")
    }

    @Test func aWrongArgumentTypeOfABuiltinMethodIsReportedAtTheArgument() {
        let errors = H.errors(H.source(statements: "", value: "Calendar.current.startOfDay(for: 5)"))
        #expect(errors == ["6:55: cannot use a value of type Int as Date for 'for:' of 'startOfDay'"], "\(errors)")
    }

    @Test func aShapeAndAColourTakeModifiersAtRunTime() throws {
        let text = try H.evaluate("\"drawn\"", statements: """
        let ring = Circle().frame(width: 30, height: 30)
                let faded = Color.green.opacity(0.2)
        """)
        #expect(text == "drawn")
    }

    @Test func anAssetColourIsAColourNotAString() throws {
        let text = try H.evaluate("\"\\(Color(\"Brand\"))\"")
        #expect(text == "asset", "a colour value, not the String 'Brand'")
        let warnings = H.diagnostics(H.source(statements: "", value: "Color(\"Brand\")"))
        // Compiled from memory, the checker has no folder to look for the colour set in: the run notes it (AssetColorTests).
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func anUnknownFontIsACheckErrorAtTheArgument() {
        let text = """
        entry E { var v: String }
        provider P {
            placeholder { E(v: "") }
            timeline { Timeline(entries: [E(v: "")], policy: .never) }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text(entry.v).font(.huge).fontWeight(.heavvy) }
        }
        """
        let errors = H.errors(text)
        #expect(errors == ["9:38: 'Font' has no member '.huge'",
                           "9:56: 'Font.Weight' has no member '.heavvy'; did you mean '.heavy'?"], "\(errors)")
        let font = H.errors(H.source(statements: "", value: "Font.huge"))
        #expect(font.first?.hasPrefix("6:27: type 'Font' has no member 'huge'") == true, "\(font)")
        #expect(H.errors(H.source(statements: "", value: "Color.reed")) == ["6:28: type 'Color' has no member 'reed'; did you mean 'red'?"])
    }

    @Test func aSystemFontWithItsWeightChecksAndRuns() throws {
        #expect(H.errors(H.source(statements: "let f = Font.system(size: 70, weight: .bold)", value: "f")) == [])
        #expect(try H.evaluate("Font.custom(\"Menlo\", size: 12)") == "system")
    }

    @Test func capitalizedIsAProperty() throws {
        #expect(try H.evaluate("\"hello world\".capitalized") == "Hello World")
        let errors = H.errors(H.source(statements: "", value: "\"x\".capitalized()"))
        #expect(errors == ["6:26: 'capitalized' is a property, not a method; remove the '()'"], "\(errors)")
    }

    @Test func aFormatPatternStringIsNotAFormatStyle() {
        let errors = H.errors(H.source(statements: "", value: "now.formatted(\"yyMMdd\")"))
        #expect(errors == ["6:36: cannot use a value of type String as DateFormatStyle for '_:' of 'formatted'"], "\(errors)")
    }
}
