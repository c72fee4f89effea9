import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Swift forms the parser reads (swiftc parses them) but Widgetry does not run: the
/// checker refuses each where it is used, located, as something Widgetry does not
/// support (the availability stage), never as a syntax error.
@Suite struct SwiftReadNotRunTests {
    static func errors(_ body: String) -> [String] {
        let source = "func f(_ text: String, _ values: [Int]) {\n\(body)\n}\n"
        let result = WidgetCompiler.compile(SourceFile(path: "Forms.swift", text: source))
        return result.diagnostics.filter { $0.severity == .error }.map { diagnostic in
            "\(diagnostic.range.start.line):\(diagnostic.range.start.column) \(diagnostic.found(by: .types).stage): \(diagnostic.message)"
        }
    }

    /// A regex literal is read and run (`SwiftRegexes`); one whose pattern does not parse is refused where it stands.
    @Test func aRegexLiteralThatDoesNotParseIsRefused() {
        #expect(Self.errors("    let digits = #/\\d+/#\n    _ = digits").isEmpty)
        let errors = Self.errors("    let broken = #/(\\d+/#\n    _ = broken")
        #expect(errors.count == 1 && errors.first?.hasPrefix("2:18 types: the regex literal does not parse: ") == true, "\(errors)")
    }

    /// Up to `UInt64.max`, an integer beyond `Int` is a `UInt64` (`Conformance/integers/unsigned_literals_beyond_int`).
    @Test func anIntegerBeyondUInt64IsRefusedAsAnIntegerAndTakenAsADouble() {
        #expect(Self.errors("    let big: UInt64 = 18_446_744_073_709_551_615\n    _ = big").isEmpty)
        #expect(Self.errors("    let big = 18_446_744_073_709_551_616\n    _ = big") == [
            "2:15 types: integer literal '18446744073709551616' overflows: the widest integer, UInt64, holds up to 18446744073709551615",
        ])
        #expect(Self.errors("    let d: Double = 18_446_744_073_709_551_616\n    let m = -9_223_372_036_854_775_808\n    _ = (d, m)").isEmpty)
    }

    @Test func aParameterPackExpansionIsRefusedOnce() {
        #expect(Self.errors("    repeat print(each values)") == [
            "2:5 availability: 'repeat': parameter packs (each, repeat) are not supported in Widgetry",
        ])
    }
}
