import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// `Self` in an extension of a built-in type is that type (`Self.baseURL` in `extension URLRequest`'s
/// `init`); SwiftUI's text sizes compare in their order (`dynamicTypeSize >= .accessibility1`).
@Suite struct SwiftBuiltinExtensionSelfTests {
    static let source = SwiftWidgetDrawing.widget("""
        extension URLRequest {
            private static var baseURL: String { "https://example.com/" }
            init(endpoint: String...) {
                self.init(url: URL(string: Self.baseURL + endpoint.joined(separator: "/"))!)
            }
        }
        extension Date {
            static var epochLabel: String { "epoch" }
            var label: String { Self.epochLabel + " \\(Int(timeIntervalSince1970))" }
        }
        """, view: """
            @Environment(\\.dynamicTypeSize) var size
            var body: some View {
                VStack {
                    Text(URLRequest(endpoint: "line", "status").url?.absoluteString ?? "none")
                    Text(Date(timeIntervalSince1970: 60).label)
                    Text("\\(size >= .accessibility1) \\(size > .small) \\(DynamicTypeSize.xSmall < .xxxLarge)")
                }
            }
        """)

    @Test func selfIsTheExtendedTypeAndTextSizesCompare() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(Self.source)
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["https://example.com/line/status", "epoch 60", "false true true"])
    }

    /// An `init` an extension adds to a built-in type is checked as any member: `self.init(…)` against the
    /// type's initialisers (failable ones with `!`), and a name nothing declares is an error, not a failure at run time.
    @Test func anExtensionsInitializerIsChecked() {
        let valid = SwiftWidgetDrawing.errors("""
            import SwiftUI
            extension Color {
                init(hex: String) {
                    var int: UInt64 = 0
                    Scanner(string: hex).scanHexInt64(&int)
                    self.init(red: Double(int >> 16) / 255, green: Double((int >> 8) & 0xFF) / 255, blue: Double(int & 0xFF) / 255)
                }
            }
            extension URL {
                init(page: Int) { self.init(string: "https://example.com/\\(page)")! }
            }
            """, path: "C.swift")
        #expect(valid.isEmpty, "\(valid)")
        let unknown = SwiftWidgetDrawing.errors("""
            import SwiftUI
            extension Color {
                init(code: String) {
                    var int: UInt64 = 0
                    HexReader(string: code).scanHexInt64(&int)
                    self.init(red: 1, green: 0, blue: 0)
                }
            }
            """, path: "C.swift")
        #expect(unknown == ["5:9: unknown type or view 'HexReader'"])
    }

    /// `Color(hex:)` is the `.widget` language's: in Swift it is the program's own `init(hex:)`, and without one an error,
    /// as swiftc says (SwiftUI has none).
    @Test func colorHexIsTheProgramsOwnInSwift() {
        let undeclared = SwiftWidgetDrawing.errors("import SwiftUI\nlet brand = Color(hex: \"#FF8800\")\n", path: "C.swift")
        #expect(undeclared == ["2:24: 'Color' has no argument 'hex:' in Swift: SwiftUI has no Color(hex:); declare it, as in 'extension Color { init(hex: String) { … } }'"],
                "\(undeclared)")
        let declared = SwiftWidgetDrawing.errors(
            "import SwiftUI\nlet brand = Color(hex: 0xFF8800)\nextension Color {\n    init(hex: Int) { self.init(red: Double(hex >> 16) / 255, green: 0, blue: 0) }\n}\n",
            path: "C.swift")
        #expect(declared.isEmpty, "\(declared)")
    }
    /// Methods and properties `extension Color` adds are a colour's: `self` is the colour (`UIColor(self)`), one calls
    /// another without `self.`, and a method named as a SwiftUI modifier (`contrast(with:)` beside `.contrast(_:)`)
    /// is told apart by its labels, as Swift does.
    @Test func anExtensionOfColorGivesColoursMethods() throws {
        let drawn = try SwiftWidgetDrawing.drawnRows(SwiftWidgetDrawing.widget("""
            extension Color {
                func contrast(with color: Color) -> CGFloat {
                    let one = luminance(), other = color.luminance()
                    return (max(one, other) + 0.05) / (min(one, other) + 0.05)
                }
                func luminance() -> CGFloat {
                    var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                    UIColor(self).getRed(&r, green: &g, blue: &b, alpha: &a)
                    return 0.2126 * r + 0.7152 * g + 0.0722 * b
                }
                static let brand = Color(red: 0.2, green: 0.4, blue: 0.6)
                var isDark: Bool { luminance() < 0.5 }
            }
            """, view: """
                var body: some View {
                    VStack {
                        Text(String(format: "%.2f %.3f", Color.white.contrast(with: .black), Color.brand.luminance()))
                        Text("\\(Color.brand.isDark) \\(Color.white.isDark)")
                        Text(String(format: "%.1f %.1f", CIColor(color: UIColor(Color.brand)).blue, CIColor(color: UIColor(.brand)).alpha))
                    }
                }
            """))
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.rows == ["21.00 0.372", "true false", "0.6 1.0"])
    }
}

extension SwiftBuiltinExtensionSelfTests {
    /// In `extension Font`, `TextStyle` is `Font.TextStyle` (a style written as the font of that style, `.body`).
    @Test func anExtensionOfFontNamesItsTextStyleBare() {
        let errors = SwiftWidgetDrawing.errors("""
            import SwiftUI
            extension Font {
                static func brand(size: CGFloat, relativeTo textStyle: TextStyle = .body) -> Font {
                    .custom("Menlo", size: size, relativeTo: textStyle)
                }
            }
            let title = Font.brand(size: 20, relativeTo: .headline)
            """, path: "F.swift")
        #expect(errors.isEmpty, "\(errors)")
    }
}
