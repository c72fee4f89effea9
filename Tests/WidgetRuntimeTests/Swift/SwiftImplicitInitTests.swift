import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime

/// `.init(…)` where a built-in type is expected is that type's initialiser (`.init(white: 0.3)` for a `Color`),
/// in a typed declaration and in an assignment to a stored property declared with the type.
@Suite struct SwiftImplicitInitTests {
    static func source(_ colors: String) -> String {
        """
        import WidgetKit
        import SwiftUI

        struct E: TimelineEntry { let date: Date }

        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: Date()) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                completion(Timeline(entries: [placeholder(in: context)], policy: .never))
            }
        }

        \(colors)

        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "W", provider: P()) { _ in
                    Text("x").foregroundStyle(Palette().text).background(Palette().back)
                }
            }
        }
        """
    }

    static func drawn(_ source: String) throws -> String {
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map { "\($0.range.start.line): \($0.message)" })")
        let outcome = try TestSession.open(source, path: "W.swift").render(widget: "W", family: "systemSmall", options: RenderOptions(colorMode: .ansi16))
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        return outcome.result.text
    }

    @Test func implicitInitMakesTheExpectedBuiltInType() throws {
        let assigned = try Self.drawn(Self.source("""
            final class Palette {
                var text: Color = .black
                var back: Color
                init() {
                    self.text = .init(white: 0.5)
                    back = .init(red: 1, green: 0, blue: 0)
                }
            }
            """))
        let written = try Self.drawn(Self.source("""
            struct Palette {
                let text: Color = Color(white: 0.5)
                let back: Color = Color(red: 1, green: 0, blue: 0)
            }
            """))
        let declared = try Self.drawn(Self.source("""
            struct Palette {
                let text: Color = .init(white: 0.5)
                let back: Color = .init(red: 1, green: 0, blue: 0)
            }
            """))
        #expect(assigned.contains("x"))
        #expect(assigned == written, "\(assigned)\n\(written)")
        #expect(declared == written)
    }
}
