import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// `ShapeStyle.shadow(_:)` as widget code writes it: a cell has no shadow, so the style
/// it is on is drawn; before, check passed and render failed "unknown colour '.shadow'".
@Suite struct SwiftShadowStyleTests {
    static func source(_ view: String) -> String {
        SwiftWidgetSource.withEntryAndProvider("""
        struct Dot: View {
            var entry: Entry
            var body: some View {
                \(view)
            }
        }

        struct Dots: Widget {
            let kind = "Dots"
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: kind, provider: Provider()) { entry in Dot(entry: entry) }
            }
        }
        """)
    }

    static func render(_ view: String) throws -> String {
        let source = Self.source(view)
        let errors = WidgetCompiler.compile(SourceFile(path: "Dots.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        let session = try TestSession.open(source, path: "Dots.swift")
        let outcome = try session.render(widget: "Dots", family: "systemSmall")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        return outcome.result.text
    }

    @Test func aShadowStyleDrawsTheForegroundStyle() throws {
        let shadowed = try Self.render("Circle().fill(.shadow(.drop(radius: 2)))")
        #expect(shadowed == (try Self.render("Circle().fill(.primary)")))
        #expect(shadowed.contains("█"))
    }

    @Test func aShadowOnAColourDrawsTheColour() throws {
        let shadowed = try Self.render("Capsule().fill(Color.red.shadow(.inner(radius: 1, y: 1)))")
        #expect(shadowed == (try Self.render("Capsule().fill(Color.red)")))
        let implicit = try Self.render("Rectangle().fill(.blue.shadow(.drop(color: .black, radius: 3)))")
        #expect(implicit == (try Self.render("Rectangle().fill(.blue)")))
    }
}
