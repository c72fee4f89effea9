import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// The supported families and the content of a configuration, written as real widgets write them: a method of the
/// widget whose body gives the list (in the branch `#available` takes), a closure called where the property is
/// declared, a static that adds to a list with `+=`, and `content: EntryView.init`, an initializer as the view.
/// A list Widgetry cannot read where it is written is a warning, not an error: Swift accepts it.
@Suite struct SwiftComputedFamiliesTests {
    static let source = SwiftWidgetSource.withEntryAndProvider(#"""
    struct EntryView: View {
        let entry: Entry
        var body: some View { Text("made by init") }
    }

    struct MethodWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "method", provider: Provider(), content: EntryView.init)
                .supportedFamilies(widgetSupportedFamilies())
        }

        func widgetSupportedFamilies() -> [WidgetFamily] {
            if #available(iOS 16, *) {
                [.systemSmall, .accessoryCircular]
            } else {
                [.systemSmall]
            }
        }
    }

    struct ClosureWidget: Widget {
        private let families: [WidgetFamily] = {
            #if os(macOS)
            return [.systemLarge]
            #else
            return [.systemMedium, .systemLarge]
            #endif
        }()

        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "closure", provider: Provider()) { entry in
                EntryView(entry: entry)
            }
            .supportedFamilies(families)
        }
    }

    struct StaticWidget: Widget {
        static var supportedFamilies: [WidgetFamily] {
            var families: [WidgetFamily] = []
            #if os(iOS)
            families += [.accessoryRectangular]
            #endif
            families += [.systemSmall]
            return families
        }

        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "static", provider: Provider()) { entry in
                EntryView(entry: entry)
            }
            .supportedFamilies(StaticWidget.supportedFamilies)
        }
    }

    @main
    struct Widgets: WidgetBundle {
        var body: some Widget {
            MethodWidget()
            ClosureWidget()
            StaticWidget()
        }
    }
    """#)

    @Test func theFamiliesAreReadFromWhereTheyAreComputed() throws {
        #expect(SwiftWidgetDrawing.errors(Self.source, path: "W.swift").isEmpty, "\(SwiftWidgetDrawing.errors(Self.source, path: "W.swift"))")
        let session = try TestSession.open(Self.source, path: "W.swift")
        #expect(session.program.families(ofWidget: "MethodWidget") == ["systemSmall", "accessoryCircular"])
        #expect(session.program.families(ofWidget: "ClosureWidget") == ["systemMedium", "systemLarge"])
        #expect(session.program.families(ofWidget: "StaticWidget") == ["accessoryRectangular", "systemSmall"])
    }

    @Test func anInitializerIsTheContent() throws {
        let session = try TestSession.open(Self.source, path: "W.swift")
        let text = try session.render(widget: "MethodWidget", family: "systemSmall").result.text
        #expect(text.contains("made by init"), "\(text)")
    }

    @Test func aListComputedOtherwiseIsAWarning() throws {
        let source = SwiftWidgetSource.withEntryAndProvider(#"""
        struct PickedWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "picked", provider: Provider()) { entry in Text("picked") }
                    .supportedFamilies(WidgetFamily.allCases.filter { $0 != .systemExtraLarge })
            }
        }
        """#)
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics.map(\.message))")
        let warning = try #require(diagnostics.first { $0.message.contains("supported families") })
        #expect(warning.severity == .warning)
        let line = try #require(source.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(".supportedFamilies(") }) + 1
        #expect(warning.range.start.line == line, "\(warning.range)")
        let session = try TestSession.open(source, path: "W.swift")
        #expect(session.program.families(ofWidget: "PickedWidget") == ["systemSmall", "systemMedium", "systemLarge"])
        #expect(try session.render(widget: "PickedWidget", family: "systemSmall").result.text.contains("picked"))
    }
}
