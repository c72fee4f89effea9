import Foundation
import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime
import WidgetTestSupport

/// `Text + Text` is one Text whose runs keep their own styles (it was
/// "cannot apply '+' to View and View"); `"a" + Text(…)` stays an error, as in Swift.
@Suite struct TextConcatenationTests {
    static func source(_ body: String, functions: String = "") -> String {
        """
        entry E { var v: Double }
        provider P {
            placeholder { E(v: 0.25) }
            timeline { Timeline(entries: [E(v: 0.25)], policy: .never) }
        }
        \(functions)
        widget W {
            families: [.systemMedium]
            provider: P
            body(entry) {
                \(body)
            }
        }
        """
    }

    func render(_ body: String, functions: String = "", mode: ColorMode = .trueColor) throws -> String {
        let session = try TestSession.open(Self.source(body, functions: functions), path: "texts.widget")
        return try session.render(widget: "W", family: "systemMedium", options: RenderOptions(colorMode: mode)).result.text
    }

    func diagnostics(_ body: String) -> [String] {
        WidgetCompiler.compile(SourceFile(path: "texts.widget", text: Self.source(body))).diagnostics
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }

    @Test func eachRunKeepsItsOwnStyle() throws {
        let text = try render(#"Text("Hello, ") + Text("world").bold().foregroundColor(.red) + Text("!").italic()"#)
        #expect(text.contains("Hello, \u{1B}[0;1;38;2;255;59;48mworld\u{1B}[0;3m!\u{1B}[0m"), "\(text)")
        let plain = try render(#"Text("Hello, ") + Text("world").bold() + Text("!")"#, mode: .none)
        #expect(plain.contains("Hello, world!"), "\(plain)")
    }

    @Test func modifiersOnTheWholeApplyToEveryRunUnderTheirOwn() throws {
        let text = try render(#"(Text("at ") + Text("noon").foregroundColor(.green)).foregroundStyle(.blue).bold()"#)
        #expect(text.contains("\u{1B}[0;1;38;2;0;122;255mat \u{1B}[0;1;38;2;52;199;89mnoon\u{1B}[0m"), "\(text)")
        let ansi = try render(#"Text("a").foregroundColor(.red) + Text("b").foregroundColor(.blue)"#, mode: .ansi16)
        #expect(ansi.contains("\u{1B}[0;31ma\u{1B}[0;34mb"), "\(ansi)")
    }

    @Test func aRunWithAGradientIsShadedAcrossTheWholeText() throws {
        let text = try render(#"Text("ab") + Text("cd").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))"#)
        // Over the 4-cell text: c is at 5/8 of the way, d at 7/8.
        #expect(text.contains("ab\u{1B}[0;38;2;96;98;177mc\u{1B}[0;38;2;32;114;229md\u{1B}[0m"), "\(text)")
    }

    @Test func aDateRunAndAFunctionReturningTextJoinIn() throws {
        let text = try render("""
            VStack {
                count(3)
                Text("at ") + Text(now, style: .time)
            }
            """, functions: """
            func count(_ n: Int) -> Text {
                Text("\\(n)").bold() + Text(" items").foregroundColor(.secondary)
            }
            """, mode: .ansi16)
        #expect(text.contains("\u{1B}[0;1m3\u{1B}[0;2m items\u{1B}[0m"), "\(text)")
        #expect(text.contains("at ") && text.range(of: #"at \d{1,2}:\d\d"#, options: .regularExpression) != nil, "\(text)")
    }

    @Test func aWrappedConcatenationKeepsTheStylesOnEachLine() throws {
        let text = try render(#"(Text("plain words here ") + Text("bold words that wrap onto another line").bold()).frame(width: 160)"#,
                              mode: .ansi16)
        let lines = text.split(separator: "\n").filter { $0.contains("words") || $0.contains("line") }
        #expect(lines.count >= 2, "\(text)")
        #expect(lines.dropFirst().allSatisfy { $0.contains("\u{1B}[0;1m") }, "\(text)")
    }

    @Test func aStringPlusTextAndAViewPlusTextAreErrors() {
        #expect(diagnostics(#"VStack { "a" + Text("b") }"#) == ["11:18: cannot apply '+' to String and Text"])
        #expect(diagnostics(#"VStack { Text("a").padding() + Text("b") }"#) == ["11:18: cannot apply '+' to View and Text"])
        #expect(diagnostics(#"VStack { Text("a").bold().italic() + Text("b").font(.caption) }"#).isEmpty)
    }
}
