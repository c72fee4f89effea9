import Foundation
import Testing
@testable import WidgetRuntime

/// Modifiers a still terminal frame cannot show (accessibility, animation, visual
/// effects, letter spacing) are accepted with a located note, never "unknown";
/// `.hidden()` keeps the view's place and shows nothing; materials are a dim fill.
@Suite struct StillFrameModifierTests {
    @Test func everyEntryIsANoteAtItsNameAndTheViewIsDrawnAsItIs() throws {
        for (name, forms, why) in StillFrameModifiers.table {
            let call = Self.sampleCall(name, forms[0])
            let source = BodyWidget.source("Text(\"kept\")\(call)")
            let notes = BuiltinHarness.diagnostics(source)
            #expect(notes == ["10:22: '.\(name)' has no effect in a terminal: \(why)"], "\(call): \(notes)")
            let session = try TestSession.open(source, path: "still.widget")
            let text = try session.render(widget: "W", family: "systemSmall").result.text
            #expect(text.contains("kept"), "\(call)\n\(text)")
        }
    }

    @Test func hiddenKeepsItsPlaceAndShowsNothing() throws {
        let source = BodyWidget.source("VStack(spacing: 0) { Text(\"above\"); Text(\"secret\").hidden(); Text(\"below\") }")
        #expect(BuiltinHarness.diagnostics(source).isEmpty)
        let lines = try TestSession.open(source, path: "hidden.widget").render(widget: "W", family: "systemSmall").result.text
            .split(separator: "\n").map(String.init)
        #expect(!lines.joined().contains("secret"))
        let above = try #require(lines.firstIndex { $0.contains("above") })
        #expect(lines[above + 2].contains("below"), "\(lines)")
    }

    @Test func labelStylesDrawTheIconTheTitleOrBoth() throws {
        func render(_ style: String) throws -> String {
            let source = BodyWidget.source("Label(\"Today\", systemImage: \"calendar\").labelStyle(.\(style))")
            return try TestSession.open(source, path: "label.widget").render(widget: "W", family: "systemSmall").result.text
        }
        let both = try render("titleAndIcon"), icon = try render("iconOnly"), title = try render("titleOnly")
        #expect(both.contains("Today") && both.contains("▦"), "\(both)")
        #expect(!icon.contains("Today") && icon.contains("▦"), "\(icon)")
        #expect(title.contains("Today") && !title.contains("▦"), "\(title)")
    }

    @Test func materialsAndAnyViewDraw() throws {
        let source = BodyWidget.source("VStack { AnyView(Text(\"wrapped\")); Capsule().fill(.ultraThinMaterial).frame(height: 16) }.background(.regularMaterial)")
        #expect(BuiltinHarness.errors(source).isEmpty)
        let text = try TestSession.open(source, path: "material.widget").render(widget: "W", family: "systemSmall").result.text
        #expect(text.contains("wrapped"), "\(text)")
    }

    /// A call of the first form: `.name(1)`, `.name(radius: 1)`, `.name()`.
    static func sampleCall(_ name: String, _ form: String) -> String {
        let samples: [String: String] = [
            "_:Double": "(1)", "radius:Double opaque?:Bool": "(radius: 2)", "_:Color": "(.red)", "": "()",
            "opaque?:Bool colorMode?": "()", "_": "(\(Self.untyped[name] ?? "1"))", "_ width?:Double": "(Color.red, width: 1)",
            "_ anchor?": "(1.5)", "_? edges?": "()", "_ _? for?": "(.all, 4)", "_ _": "(\\.colorScheme, .dark)",
            "_ value?": "(.default, value: 1)", "_ options? value? isActive?:Bool": "(.pulse)", "_:Bool": "(true)",
            "_:String": "(\"id\")", "children?": "(children: .combine)", "by:Double": "(by: 4)",
        ]
        return ".\(name)\(samples[form] ?? "()")"
    }

    static let untyped: [String: String] = [
        "hueRotation": ".degrees(30)", "mask": "Circle()", "dynamicTypeSize": ".large", "transition": ".opacity",
        "accessibilityLabel": "\"a label\"", "accessibilityValue": "\"3\"", "accessibilityHint": "\"a hint\"",
        "accessibilityAddTraits": ".isHeader", "textSelection": ".enabled",
    ]
}
