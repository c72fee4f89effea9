import Foundation
import Testing
@testable import WidgetRuntime

/// SwiftUI's small value types written as the types of a view's properties and parameters: `HorizontalEdge`,
/// `VerticalEdge`, `BlendMode` (given to `.blendMode`), `LayoutDirection` (what `\.layoutDirection` reads: left to
/// right in a terminal), and AppIntents' `IntentDialog`, whose text is its full one.
@Suite struct SwiftUIValueTypesTests {
    @Test func valueTypesAsPropertyTypes() throws {
        let declarations = """
        struct Pointer: View {
            var direction: HorizontalEdge = .leading
            var side: VerticalEdge = .bottom
            let blend: BlendMode
            @Environment(\\.layoutDirection) var layoutDirection: LayoutDirection
            var body: some View {
                Text("\\(direction == .leading ? "from leading" : "from trailing") \\(side == .top ? "top" : "bottom") \\(layoutDirection == .leftToRight ? "ltr" : "rtl")")
                    .blendMode(blend)
            }
        }

        func dialogText() -> String {
            let dialog: IntentDialog = IntentDialog("converted")
            return "\\(dialog)"
        }
        """
        let source = SwiftWidgetDrawing.widget(declarations, view: """
            var body: some View {
                VStack {
                    Pointer(direction: .trailing, blend: .multiply)
                    Pointer(side: .top, blend: .plusLighter)
                    Text(dialogText())
                }
            }
        """)
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "W.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\\(drawn.errors)")
        let rows = SwiftWidgetDrawing.rows(drawn.text ?? "")
        #expect(rows.contains("from trailing bottom ltr"), "\\(rows)")
        #expect(rows.contains("from leading top ltr"), "\\(rows)")
        #expect(rows.contains("converted"), "\\(rows)")
    }

    /// A `UnitPoint`'s fractions, of a named point and of a made one; a `LocalizedStringResource` with a comment; a key made
    /// as `String.LocalizationValue(stringLiteral:)`.
    @Test func unitPointFractionsAndResourcesWithComments() throws {
        let declarations = """
        func mirrored(_ point: UnitPoint) -> UnitPoint { UnitPoint(x: 1 - point.x, y: point.y + 0.25) }
        let title = LocalizedStringResource("All", comment: "A phrase that means all backyards.")
        func localized(_ key: String) -> String { String(localized: String.LocalizationValue(stringLiteral: key)) }
        """
        let source = SwiftWidgetDrawing.widget(declarations, view: """
            var body: some View {
                VStack {
                    Text("\\(UnitPoint.topLeading.x) \\(UnitPoint.bottom.y) \\(mirrored(.trailing).x) \\(mirrored(UnitPoint(x: 0.25, y: 0.5)).y)")
                    Text(String(localized: title))
                    Text(localized("Some"))
                }
            }
        """)
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "W.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let rows = SwiftWidgetDrawing.rows(drawn.text ?? "")
        #expect(rows.contains("0.0 1.0 0.0 0.75"), "\(rows)")
        #expect(rows.contains("All"), "\(rows)")
        #expect(rows.contains("Some"), "\(rows)")
    }

    /// `WidgetAccentedRenderingMode` as a value of the program's (a property, a parameter given to the modifier, compared):
    /// its cases. Before, "unknown type 'WidgetAccentedRenderingMode'".
    @Test func widgetAccentedRenderingModeIsAValue() throws {
        let source = SwiftWidgetDrawing.widget("""
            extension Image {
                func accent(_ mode: WidgetAccentedRenderingMode?) -> some View { widgetAccentedRenderingMode(mode) }
            }
            """, view: """
            var body: some View {
                let mode: WidgetAccentedRenderingMode = .desaturated
                VStack {
                    Image(systemName: "star").accent(mode)
                    Text(mode == .fullColor ? "full" : mode == WidgetAccentedRenderingMode.desaturated ? "desaturated" : "other")
                }
            }
            """)
        let drawn = try SwiftWidgetDrawing.drawnRows(source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows.contains { $0.contains("desaturated") }, "\(drawn.rows)")
    }
}
