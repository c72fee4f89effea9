import Testing
@testable import WidgetRuntime
import WidgetTestSupport

/// `WidgetFamily` is a type of the table of built-ins: `family.rawValue` (an Int, in the SDK's order),
/// `WidgetFamily(rawValue:)`, `family.description`, `WidgetFamily.systemSmall`, with `.systemSmall`
/// written where a family goes as before. It is not `CaseIterable`.
@Suite struct SwiftWidgetFamilyTests {
    static let source = """
        import WidgetKit
        import SwiftUI

        struct E: TimelineEntry { let date: Date; let family: WidgetFamily }
        struct P: TimelineProvider {
            func placeholder(in context: Context) -> E { E(date: Date(), family: context.family) }
            func getSnapshot(in context: Context, completion: @escaping (E) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> Void) {
                let big = context.family == .systemMedium ? "wide" : "narrow"
                print(big)
                completion(Timeline(entries: [E(date: Date(), family: context.family)], policy: .never))
            }
        }
        struct V: View {
            @Environment(\\.widgetFamily) var family
            let entry: E
            var shape: String {
                switch family {
                case .systemSmall: return "square"
                case .systemMedium: return "wide"
                default: return "other"
                }
            }
            var body: some View {
                VStack {
                    Text("\\(family.rawValue) \\(family.description)")
                    Text(shape)
                    Text(WidgetFamily(rawValue: 1)?.description ?? "none")
                    Text("\\(WidgetFamily(rawValue: 9) == nil) \\(WidgetFamily(rawValue: family.rawValue) == family)")
                    Text("portrait \\(WidgetFamily.systemExtraLargePortrait.rawValue)")
                    Text("\\(WidgetFamily.accessoryCorner.rawValue) \\(WidgetFamily.accessoryInline.rawValue)")
                }
            }
        }
        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: P()) { V(entry: $0) }.supportedFamilies([.systemSmall, .systemMedium])
            }
        }
        """

    @Test(arguments: [("systemSmall", "0 systemSmall", "square"), ("systemMedium", "1 systemMedium", "wide")])
    func aFamilyHasItsRawValueAndDescription(_ family: String, _ first: String, _ shape: String) throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "W.swift", widget: "W", family: family)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let rows = SwiftWidgetDrawing.rows(drawn.text ?? "")
        #expect(rows.contains(first) && rows.contains(shape), "\(rows)")
        #expect(rows.contains("systemMedium"), "\(rows)")
        #expect(rows.contains("true true"), "\(rows)")
        #expect(rows.contains("4 7"), "\(rows)")
        #expect(rows.contains("portrait 8"), "\(rows)")
    }

    @Test func aFamilyHasNoAllCasesAndAnUnknownFamilyIsNamed() {
        let source = Self.source.replacingOccurrences(of: "default: return \"other\"", with: "default: return \"\\(WidgetFamily.allCases.count)\"")
            .replacingOccurrences(of: "case .systemMedium: return", with: "case .systemMedum: return")
        let errors = SwiftWidgetDrawing.errors(source, path: "W.swift")
        #expect(errors.contains { $0.hasSuffix("type 'WidgetFamily' has no member 'allCases'") }, "\(errors)")
        #expect(errors.contains { $0.hasSuffix("unknown widget family '.systemMedum'; did you mean '.systemMedium'?") }, "\(errors)")
    }

    /// `private extension WidgetFamily { var imageCount: Int { switch self { … } } }`: the program's extension's
    /// members, on a family value (pocket-casts' widget). Before, "value of type WidgetFamily has no member".
    @Test func anExtensionOfWidgetFamilyAddsItsMembers() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
            private extension WidgetFamily {
                var imageCount: Int {
                    switch self {
                    case .systemSmall: return 1
                    default: return 3
                    }
                }
                var isLockScreen: Bool { self == .accessoryCircular || self == .accessoryRectangular }
                func label(_ prefix: String) -> String { "\\(prefix) \\(imageCount)" }
            }
            struct V: View {
                @Environment(\\.widgetFamily) var family
                var body: some View { Text("\\(family.label("images")) \\(family.isLockScreen)") }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "w", provider: Provider()) { _ in V() }.supportedFamilies([.systemSmall, .systemMedium])
                }
            }
            """)
        for (family, expected) in [("systemSmall", "images 1 false"), ("systemMedium", "images 3 false")] {
            let drawn = try SwiftWidgetDrawing.drawn(source, path: "W.swift", widget: "W", family: family)
            #expect(drawn.errors.isEmpty, "\(drawn.errors)")
            #expect(SwiftWidgetDrawing.rows(drawn.text ?? "").contains(expected), "\(drawn.text ?? "")")
        }
    }
}
