import Foundation
import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime
import WidgetTestSupport

/// watchOS's `accessoryCorner`: a family a widget may list, drawn as a small box whose `.widgetLabel` is shown
/// under the content (the watch curves it along the face's edge), with `\.showsWidgetLabel` true; the families
/// a widget lists through a property of its own (`.supportedFamilies(families)`).
@Suite struct SwiftWatchFamilyTests {
    static let source = SwiftWidgetSource.withEntryAndProvider("""
    struct CornerView: View {
        @Environment(\\.showsWidgetLabel) var showsLabel
        var body: some View {
            Text(showsLabel ? "72" : "no").widgetLabel("rain")
        }
    }
    struct Corner: Widget {
        private var families: [WidgetFamily] {
            return [.accessoryCorner, .accessoryRectangular]
        }
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "corner", provider: Provider()) { _ in CornerView() }
                .supportedFamilies(families)
        }
    }
    """)

    @Test func aCornerShowsItsContentAndLabel() throws {
        let corner = try SwiftWidgetDrawing.drawn(Self.source, path: "Corner.swift", widget: "Corner", family: "accessoryCorner")
        #expect(corner.errors.isEmpty, "\(corner.errors)")
        #expect(corner.text == "╭─────╮\n│ 72  │\n│rain │\n╰─────╯", "\(corner.text ?? "")")
        let rectangular = try SwiftWidgetDrawing.drawn(Self.source, path: "Corner.swift", widget: "Corner", family: "accessoryRectangular")
        #expect(SwiftWidgetDrawing.rows(rectangular.text ?? "").contains("no"), "\(rectangular.text ?? "")")
    }

    @Test func theFamiliesMayBeAPropertyOfTheWidget() throws {
        // `.supportedFamilies(families)` names the widget's own computed property: a family it does not list is refused.
        #expect(throws: (any Error).self) {
            try TestSession.open(Self.source, path: "Corner.swift").render(widget: "Corner", family: "systemSmall")
        }
    }

    /// A static of the widget's type (`.supportedFamilies(Corner.supportedFamilies)`), and a getter that builds the list
    /// (`var families = […]`, `families.append(…)` where `#available` says), as widgets write them.
    @Test func theFamiliesMayBeAStaticOrAListTheGetterBuilds() throws {
        let asStatic = Self.source
            .replacingOccurrences(of: "private var families: [WidgetFamily] {\n        return [.accessoryCorner, .accessoryRectangular]\n    }",
                                  with: "static var supportedFamilies: [WidgetFamily] = [.accessoryCorner]")
            .replacingOccurrences(of: ".supportedFamilies(families)", with: ".supportedFamilies(Corner.supportedFamilies)")
        #expect(asStatic != Self.source)
        let corner = try SwiftWidgetDrawing.drawn(asStatic, path: "Corner.swift", widget: "Corner", family: "accessoryCorner")
        #expect(corner.errors.isEmpty, "\(corner.errors)")
        #expect(throws: (any Error).self) {
            try TestSession.open(asStatic, path: "Corner.swift").render(widget: "Corner", family: "accessoryRectangular")
        }
        let built = Self.source.replacingOccurrences(of: "        return [.accessoryCorner, .accessoryRectangular]\n", with: """
                    var families: [WidgetFamily] = [.systemSmall]
                    if #available(iOSApplicationExtension 16.0, *) {
                        families.append(.accessoryCorner)
                    }
                    return families

            """)
        #expect(built != Self.source)
        let builtCorner = try SwiftWidgetDrawing.drawn(built, path: "Corner.swift", widget: "Corner", family: "accessoryCorner")
        #expect(builtCorner.errors.isEmpty, "\(builtCorner.errors)")
        #expect(throws: (any Error).self) {
            try TestSession.open(built, path: "Corner.swift").render(widget: "Corner", family: "accessoryRectangular")
        }
    }

    /// The property's getter may choose by `#available` (true here: Widgetry is the newest iOS) or
    /// `#unavailable`; a label given as `.widgetLabel(label: { … })`.
    @Test func theFamiliesMayBeChosenByAvailability() throws {
        let source = Self.source
            .replacingOccurrences(of: """
                    return [.accessoryCorner, .accessoryRectangular]
            """, with: """
                    if #unavailable(iOS 16) {
                        return [.systemSmall]
                    } else if #available(iOSApplicationExtension 16.0, *) {
                        return [.accessoryCorner]
                    } else {
                        return []
                    }
            """)
            .replacingOccurrences(of: ".widgetLabel(\"rain\")", with: ".widgetLabel(label: { Text(\"rain\") })")
        let corner = try SwiftWidgetDrawing.drawn(source, path: "Corner.swift", widget: "Corner", family: "accessoryCorner")
        #expect(corner.errors.isEmpty, "\(corner.errors)")
        #expect(corner.text == "╭─────╮\n│ 72  │\n│rain │\n╰─────╯", "\(corner.text ?? "")")
        #expect(throws: (any Error).self) {
            try TestSession.open(source, path: "Corner.swift").render(widget: "Corner", family: "accessoryRectangular")
        }
    }

    @Test func theFamilyIsNamedAsTheOthersAre() {
        #expect(WidgetFamily(name: "corner") == .accessoryCorner)
        #expect(WidgetFamily(name: ".accessoryCorner") == .accessoryCorner)
        #expect(WidgetFamily.accessoryCorner.size == CellSize(width: 7, height: 4))
    }
}
