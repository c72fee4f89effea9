import Foundation
import Testing
@testable import WidgetRuntime
import WidgetSources

/// Numbers, `String(format:)`, math, `UUID`, `URL`, `Locale` and `TimeZone`, as Swift computes them.
@Suite struct FoundationNumberTests {
    typealias H = BuiltinHarness

    @Test func numberFormatStyles() throws {
        #expect(try H.evaluate("3.14159.formatted(.number.precision(.fractionLength(2)))") == "3.14")
        #expect(try H.evaluate("12345.formatted()") == "12,345")
        #expect(try H.evaluate("0.256.formatted(.percent)") == "25.6%")
        #expect(try H.evaluate("25.formatted(.percent)") == "25%")
        #expect(try H.evaluate("1234.5.formatted(.currency(code: \"USD\"))") == "$1,234.50")
        #expect(try H.evaluate("1234.5.formatted(.currency(code: \"EUR\"))", locale: "de_DE").contains("€"))
        #expect(try H.evaluate("f.string(from: 0.5)!", statements: "let f = NumberFormatter()\n f.numberStyle = .percent") == "50%")
        #expect(try H.evaluate("f.string(from: 1234.5678)!", statements: "let f = NumberFormatter()\n f.numberStyle = .decimal\n f.minimumFractionDigits = 2\n f.maximumFractionDigits = 2")
                == "1,234.57")
        #expect(try H.evaluate("f.string(from: 2.5)!", statements: "let f = NumberFormatter()\n f.numberStyle = .decimal\n f.minimumFractionDigits = 2\n f.maximumFractionDigits = 2")
                == "2.50")
    }

    @Test func stringFormatMatchesFoundation() throws {
        let cases: [(String, String, String)] = [
            ("%d items", "42", String(format: "%d items", 42)),
            ("%i|%02d|%5d", "7, 3, 12", String(format: "%i|%02d|%5d", 7, 3, 12)),
            ("%f %.2f %5.1f", "3.14159, 3.14159, 2.25", String(format: "%f %.2f %5.1f", 3.14159, 3.14159, 2.25)),
            ("%e", "12345.678", String(format: "%e", 12345.678)),
            ("%x %X", "255, 255", String(format: "%x %X", 255, 255)),
            ("%@ and %s", "\"cats\", \"dogs\"", "cats and dogs"),
            ("100%%", "", "100%"),
            ("%2$@ %1$@ %2$@", "\"world\", \"hello\"", "hello world hello"),
            ("[%-8@|%8@]", "\"ab\", \"cd\"", String(format: "[%-8@|%8@]", "ab", "cd")),
        ]
        for (format, arguments, expected) in cases {
            let call = arguments.isEmpty ? "String(format: \"\(format)\")" : "String(format: \"\(format)\", \(arguments))"
            #expect(try H.evaluate(call) == expected, "\(call)")
        }
        #expect(H.failure("String(format: \"%d and %d\", 1)").contains("has no argument for '%d'"))
        #expect(H.failure("String(format: \"%99999d\", 1)").contains("a width or precision over 1000"))
    }

    @Test func mathAsSwift() throws {
        #expect(try H.evaluate("pow(2, 10)") == "1024.0")
        #expect(try H.evaluate("sqrt(2.0)") == "\(2.0.squareRoot())")
        #expect(try H.evaluate("floor(-1.5)") == "-2.0")
        #expect(try H.evaluate("ceil(1.2)") == "2.0")
        #expect(try H.evaluate("round(2.5)") == "3.0")
        #expect(try H.evaluate("abs(-3)") == "3")
        #expect(try H.evaluate("max(1, 5, 3)") == "5")
        #expect(try H.evaluate("2.6.rounded()") == "3.0")
        #expect(try H.evaluate("Double.pi") == "\(Double.pi)")
        #expect(H.errors(H.source(statements: "", value: "pow(\"2\", 3)")) == ["6:26: cannot use a value of type String as Double for '_:' of 'pow'"])
    }

    @Test func uuidURLAndLocalizedStrings() throws {
        let uuid = try H.evaluate("UUID().uuidString")
        #expect(UUID(uuidString: uuid) != nil, "\(uuid)")
        #expect(try H.evaluate("URL(string: \"https://example.com/a?b=1\") ?? \"none\"") == "https://example.com/a?b=1")
        #expect(try H.evaluate("URL(string: \"\") ?? \"none\"") == "none")
        #expect(try H.evaluate("NSLocalizedString(\"greeting\", comment: \"shown at the top\")") == "greeting")
        #expect(try H.evaluate("NSLocalizedString(\"greeting\", value: \"Hello\", comment: \"\")") == "Hello")
    }

    @Test func localeAndTimeZone() throws {
        let paris = TimeZone(identifier: "Europe/Paris")
        let date = ISO8601.parse("2025-07-01T12:00:00Z") ?? .now
        #expect(try H.evaluate("TimeZone(identifier: \"Europe/Paris\")!.secondsFromGMT(for: Date(\"2025-07-01T12:00:00Z\"))")
                == "\(paris?.secondsFromGMT(for: date) ?? 0)")
        #expect(try H.evaluate("TimeZone.current.identifier", timeZone: "Asia/Tokyo") == "Asia/Tokyo")
        #expect(try H.evaluate("Calendar.current.timeZone.identifier", timeZone: "Asia/Tokyo") == "Asia/Tokyo")
        #expect(try H.evaluate("Locale.current.identifier", locale: "fr_FR") == "fr_FR")
        #expect(try H.evaluate("TimeZone(identifier: \"Nowhere/Place\") == nil") == "true")
    }
}
