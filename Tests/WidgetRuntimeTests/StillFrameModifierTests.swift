import Foundation
import Testing
import WidgetRender
import WidgetLanguage
@testable import WidgetRuntime

/// Modifiers a still terminal frame cannot show (accessibility, animation, visual
/// effects, letter spacing) are accepted with a located note, never "unknown";
/// `.hidden()` keeps the view's place and shows nothing; materials are a dim fill.
@Suite struct StillFrameModifierTests {
    @Test func everyEntryIsANoteAtItsNameAndTheViewIsDrawnAsItIs() throws {
        for (name, forms, why) in StillFrameModifiers.table {
            let call = Self.probeCall(name) ?? Self.sampleCall(name, forms[0])
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
        // The style types, SwiftUI's older spelling: `.labelStyle(IconOnlyLabelStyle())`.
        for (type, style) in [("IconOnlyLabelStyle", "iconOnly"), ("TitleOnlyLabelStyle", "titleOnly"), ("TitleAndIconLabelStyle", "titleAndIcon")] {
            let source = BodyWidget.source("Label(\"Today\", systemImage: \"calendar\").labelStyle(\(type)())")
            #expect(BuiltinHarness.errors(source).isEmpty, "\(BuiltinHarness.errors(source))")
            let drawn = try TestSession.open(source, path: "label.widget").render(widget: "W", family: "systemSmall").result.text
            #expect(drawn == (try render(style)), "\(type): \(drawn)")
        }
    }

    @Test func materialsAndAnyViewDraw() throws {
        let source = BodyWidget.source("VStack { AnyView(Text(\"wrapped\")); Capsule().fill(.ultraThinMaterial).frame(height: 16) }.background(.regularMaterial)")
        #expect(BuiltinHarness.errors(source).isEmpty)
        let text = try TestSession.open(source, path: "material.widget").render(widget: "W", family: "systemSmall").result.text
        #expect(text.contains("wrapped"), "\(text)")
    }

    @Test func aMaterialNamedOnItsTypeDrawsAsTheStaticOfThatMaterial() throws {
        func drawn(_ style: String) throws -> String {
            let source = BodyWidget.source("Text(\"glass\").frame(maxWidth: .infinity).background(\(style))")
            #expect(BuiltinHarness.errors(source).isEmpty, "\(BuiltinHarness.errors(source))")
            return try TestSession.open(source, path: "material.widget")
                .render(widget: "W", family: "systemSmall", options: RenderOptions(colorMode: .ansi256)).result.text
        }
        let plain = try drawn("Color.clear")
        for (named, short) in [(".thinMaterial", "Material.thin"), (".ultraThickMaterial", "Material.ultraThick"), (".regularMaterial", "Material.regular")] {
            let expected = try drawn(named)
            #expect(expected != plain)
            #expect(try drawn(short) == expected, "\(short)")
        }
    }

    /// The probe's first call of the modifier (`ModifierProbeList`), when it needs no Swift-only names.
    static func probeCall(_ name: String) -> String? {
        ModifierProbeList.calls.first { call in
            guard call.hasPrefix(name), !call.contains(" ns") else { return false }
            let next = call.dropFirst(name.count).first
            return next.map { !($0.isLetter || $0.isNumber) } ?? true
        }.map { "." + $0 }
    }

    @Test func everyEntryHasAProbeCallAndACallbackIsCheckedNotRun() throws {
        for (name, _, _) in StillFrameModifiers.table {
            // The shape-only `inset(by:)` and the ones the sample calls below write are not on a Text in the probe
            // (`.environmentObject` takes an object of the app's own class, which the probe has none of).
            #expect(Self.probeCall(name) != nil || ["inset", "textSelection", "border", "contentMargins", "matchedGeometryEffect", "environmentObject"].contains(name), "\(name)")
        }
        // `onAppear`'s closure would fail if run (an index out of range); a widget never runs it.
        let source = BodyWidget.source("Text(\"shown\").onAppear { let a = [1]; print(a[5]) }.onChange(of: entry.v) { old, new in print(old) }")
        #expect(BuiltinHarness.diagnostics(source) == [
            "10:23: '.onAppear' has no effect in a terminal: widgets do not run view callbacks; the closure is checked, not run",
            "10:61: '.onChange' has no effect in a terminal: widgets do not run view callbacks; the closure is checked, not run",
        ])
        let text = try TestSession.open(source, path: "callbacks.widget").render(widget: "W", family: "systemSmall").result.text
        #expect(text.contains("shown"), "\(text)")
        let unresolved = BodyWidget.source("Text(\"x\").onTapGesture { missingName() }")
        #expect(BuiltinHarness.errors(unresolved).count == 1 && BuiltinHarness.errors(unresolved)[0].contains("missingName"), "\(BuiltinHarness.errors(unresolved))")
        // A callback's closure is code, not a view body: a `Task { … }` inside an `if` of it stands alone (IceCubes).
        let code = BodyWidget.source("Text(\"x\").onChange(of: entry.v) { old, new in if new > old { Task { print(new) } } }")
        #expect(BuiltinHarness.errors(code).isEmpty, "\(BuiltinHarness.errors(code))")
    }

    @Test func namespaceInASwiftViewIsAConstantForMatchedGeometryEffect() throws {
        let source = ModifierProbeList.swiftSource(["matchedGeometryEffect(id: \"x\", in: ns)"])
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "ns.swift", text: source)).diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(diagnostics == ["21:23: '.matchedGeometryEffect' has no effect in a terminal: a frame is drawn, not animated"])
        let text = try TestSession.open(source, path: "ns.swift").render(widget: "W", family: "systemSmall").result.text
        #expect(text.contains("0"), "\(text)")
    }

    /// A call of the first form: `.name(1)`, `.name(radius: 1)`, `.name()`.
    static func sampleCall(_ name: String, _ form: String) -> String {
        let samples: [String: String] = [
            "_:Double": "(1)", "radius:Double opaque?:Bool": "(radius: 2)", "_:Color": "(.red)", "": "()",
            "opaque?:Bool colorMode?": "()", "_": "(\(Self.untyped[name] ?? "1"))", "_ width?:Double": "(Color.red, width: 1)",
            "_ anchor?": "(1.5)", "_? edges?": "()", "_ _? for?": "(.all, 4)", "_ _": "(\\.colorScheme, .dark)",
            "_ value?": "(.default, value: 1)", "_ options? value? isActive?:Bool": "(.pulse)", "_:Bool": "(true)",
            "_:String": "(\"id\")", "children?": "(children: .combine)", "by:Double": "(by: 4)",
            "id in properties? anchor? isSource?": "(id: 1, in: \"ns\")",
        ]
        return ".\(name)\(samples[form] ?? "()")"
    }

    static let untyped: [String: String] = [
        "hueRotation": ".degrees(30)", "mask": "Circle()", "dynamicTypeSize": ".large", "transition": ".opacity",
        "accessibilityLabel": "\"a label\"", "accessibilityValue": "\"3\"", "accessibilityHint": "\"a hint\"",
        "accessibilityAddTraits": ".isHeader", "textSelection": ".enabled", "environmentObject": "entry",
    ]
}
