import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Forms real widget extensions write in their view helpers: a `@ViewBuilder` closure passed on by its label, an
/// extension of `Shape`, iOS 16's system font widths, a date given as `.now` to `Text(_:style:)`.
@Suite struct SwiftViewHelperFormsTests {
    static func rendered(_ views: String, helpers: String, family: String = "systemMedium") throws -> String {
        let source = SwiftWidgetSource.withEntryAndProvider("""
        \(helpers)

        @main
        struct HelperWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "helpers", provider: Provider()) { entry in
                    \(views)
                }
            }
        }
        """)
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Helpers.swift", text: source)).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" })")
        return try TestSession.open(source, path: "Helpers.swift", now: "2026-01-01T09:00:00Z")
            .render(widget: "HelperWidget", family: family).result.text
    }

    /// `.containerBackground(for: .widget, content: content)` and `.overlay(alignment:content:)` given a closure
    /// parameter by its label, as a helper that wraps them writes: the closure's views, as a trailing closure gives them.
    @Test func aContentClosurePassedOnByItsLabel() throws {
        let text = try Self.rendered("""
        Text("Ticket").corner { Text("NEW") }.widgetBackground { Color.blue }
        """, helpers: """
        extension View {
            @ViewBuilder
            func widgetBackground<Background: View>(@ViewBuilder content: () -> Background) -> some View {
                if #available(iOS 17.0, *) {
                    self.containerBackground(for: .widget, content: content)
                } else {
                    self.background(content: content)
                }
            }

            func corner<Badge: View>(@ViewBuilder content: () -> Badge) -> some View {
                VStack { self.overlay(alignment: .top, content: content) }
            }
        }
        """)
        #expect(text.contains("NEW"), "the overlay's content: \(text)")
    }

    /// `extension Shape { func filled(…) -> some View }`: a method of every shape, as of every view.
    @Test func anExtensionOfShape() throws {
        let text = try Self.rendered("""
        HStack { Circle().ringed(.red, width: 2).frame(width: 20, height: 20); Text("ring") }
        """, helpers: """
        extension Shape {
            func ringed<S: ShapeStyle>(_ style: S, width: CGFloat) -> some View {
                self.stroke(style, lineWidth: width).overlay(Text("o"))
            }
        }
        """)
        #expect(text.contains("o") && text.contains("ring"), "\(text)")
    }

    /// `UIFont.systemFont(ofSize:weight:width:)` (iOS 16) given to `Font(_:)`; and `Text(.now, style: .date)`, whose
    /// `.now` is the date the form takes, not the text "now".
    @Test func aSystemFontWithAWidthAndADateGivenAsNow() throws {
        let text = try Self.rendered("""
        VStack {
            Text("Condensed").font(Font(UIFont.systemFont(ofSize: 12, weight: .bold, width: .condensed)))
            Text(.now, style: .date)
        }
        """, helpers: "")
        #expect(text.contains("Condensed") && text.contains("January 1, 2026") && !text.contains("now"), "\(text)")
    }

    /// `UnitPoint()`: the zero point, the top leading corner, as a gradient's start.
    @Test func aUnitPointMadeWithoutArguments() throws {
        let text = try Self.rendered("""
        VStack {
            Text("from \\(UnitPoint().x), \\(UnitPoint().y)")
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: UnitPoint(), endPoint: UnitPoint(x: 1, y: 1)))
        }
        """, helpers: "")
        #expect(text.contains("from 0.0, 0.0"), "\(text)")
    }

    /// An optional view given where a helper takes `some View` (`.backed(theme.gradient)` of a `LinearGradient?`): a view, as
    /// SwiftUI's `Optional: View` makes it; nil draws nothing.
    @Test func anOptionalViewIsAView() throws {
        let text = try Self.rendered("""
        VStack {
            Text("first").backed(Theme().gradient)
            Text("second").backed(Theme().badge)
        }
        """, helpers: """
        struct Theme {
            var gradient: LinearGradient? { nil }
            var badge: Text? { Text("B") }
        }
        extension View {
            func backed(_ backgroundView: some View) -> some View { HStack { self; backgroundView } }
        }
        """)
        #expect(text.contains("first") && text.contains("second B"), "\(text)")
    }

    /// `HStackLayout(spacing: 8) { … }`: a stack layout called on its views places them as the stack does.
    @Test func aStackLayoutCalledOnItsViews() throws {
        let views = """
        VStackLayout(alignment: .leading) {
            HStackLayout(spacing: 8) { Text("done"); Text("✓") }
            Text("next")
        }
        """
        let text = try Self.rendered(views, helpers: "")
        let stacks = try Self.rendered(views.replacingOccurrences(of: "StackLayout", with: "Stack"), helpers: "")
        #expect(text == stacks && text.contains("done ✓"), "\(text)\n\(stacks)")
    }
}
