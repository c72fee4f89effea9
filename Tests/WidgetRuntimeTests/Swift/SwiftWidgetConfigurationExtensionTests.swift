import Testing
@testable import WidgetRuntime
import WidgetTestSupport

/// `extension WidgetConfiguration { func marginsOffIfAvailable() -> some WidgetConfiguration { … } }`, as apps
/// wrap iOS 17's `.contentMarginsDisabled()` and iOS 18's families: the modifiers it returns (in the branch
/// `#available` takes) apply to the configuration it is called on.
@Suite struct SwiftWidgetConfigurationExtensionTests {
    static func source(_ modifiers: String) -> String {
        SwiftWidgetSource.withEntryAndProvider("""
        struct EdgeWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "edge", provider: Provider()) { _ in
                    Text("edge").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                }
                \(modifiers)
            }
        }

        extension WidgetConfiguration {
            func marginsOffIfAvailable() -> some WidgetConfiguration {
                if #available(iOSApplicationExtension 17.0, *) {
                    return self.contentMarginsDisabled()
                } else {
                    return self
                }
            }
            func named(_ title: String) -> some WidgetConfiguration {
                configurationDisplayName(title).supportedFamilies([.systemMedium])
            }
        }
        """)
    }

    @Test func theModifiersAnExtensionReturnsApply() throws {
        func render(_ modifiers: String, family: String = "systemSmall") throws -> String {
            let source = Self.source(modifiers)
            #expect(SwiftWidgetDrawing.errors(source, path: "W.swift").isEmpty, "\(SwiftWidgetDrawing.errors(source, path: "W.swift"))")
            return try TestSession.open(source, path: "W.swift").render(widget: "EdgeWidget", family: family).result.text
        }
        let plain = try render("")
        let direct = try render(".contentMarginsDisabled()")
        let wrapped = try render(".marginsOffIfAvailable()")
        #expect(plain != direct, "margins make no difference to this widget:\n\(plain)")
        #expect(wrapped == direct, "\(wrapped)\n\(direct)")
        let session = try TestSession.open(Self.source(".named(\"Edge\")"), path: "W.swift")
        let widget = try #require(session.program.widget("EdgeWidget"))
        let name = widget.property("displayName")?.value, families = widget.property("families")?.value
        #expect(name.map { "\($0.kind)".contains("Edge") } == true, "\(String(describing: name))")
        #expect(families.map { if case .array(let items) = $0.kind, items.count == 1 { true } else { false } } == true, "\(String(describing: families))")
        #expect(try render(".named(\"Edge\")", family: "systemMedium") != "", "the medium family is drawn")
    }
}
