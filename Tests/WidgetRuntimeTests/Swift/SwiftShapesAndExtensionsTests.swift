import Foundation
import Testing
import WidgetLanguage
import WidgetRender
@testable import WidgetRuntime
import WidgetTestSupport

/// Shapes and extensions of built-in types as widget code writes them: a `struct … : Shape` drawn from its
/// `path(in:)` in the frame it is placed in; statics and overloaded methods an extension adds to `CGPoint`
/// and `Path` (an implicit `.zigzag(…)` where a `Path` is returned); `UserDefaults.init(suiteName:)`;
/// `hash(into:)` with a `Hasher`; `Color.cgColor?.components`.
@Suite struct SwiftShapesAndExtensionsTests {
    static let source = SwiftWidgetSource.withEntryAndProvider(#"""
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    struct Bar: Shape {
        var fraction: Double
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
        }
    }

    extension Path {
        static func zigzag(width: Double, height: Double, steps: Int) -> Path {
            var path = Path()
            path.move(to: .zero)
            for step in 1...steps {
                path.addLine(to: CGPoint(x: width * Double(step) / Double(steps), y: step % 2 == 1 ? height : 0))
            }
            return path
        }
    }

    struct Zigzag: Shape {
        func path(in rect: CGRect) -> Path { .zigzag(width: rect.width, height: rect.height, steps: 4) }
    }

    extension CGPoint {
        static func middle(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
        func distance(to other: CGPoint) -> Double { ((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)).squareRoot() }
        func distance(to other: CGPoint, alongX: Bool) -> Double { alongX ? abs(other.x - x) : abs(other.y - y) }
    }

    struct Tag: Hashable {
        let id: Int
        let label: String
        func hash(into hasher: inout Hasher) { hasher.combine(id) }
    }

    func hashOf(_ tag: Tag) -> Int {
        var hasher = Hasher()
        tag.hash(into: &hasher)
        return hasher.finalize()
    }



    struct Shapes: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 8) {
                    Triangle().fill(.green).frame(width: 64, height: 64)
                    Triangle().stroke(.red, lineWidth: 2).frame(width: 32, height: 32)
                    Zigzag().stroke(.blue).frame(width: 96, height: 32)
                }
                Bar(fraction: 0.5).fill(.orange).frame(width: 96, height: 16)
                Text("mid \(CGPoint.middle(CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 6)).y)")
                Text("d \(CGPoint(x: 0, y: 0).distance(to: CGPoint(x: 3, y: 4))) \(CGPoint(x: 0, y: 0).distance(to: CGPoint(x: 3, y: 4), alongX: false))")
                Text("suite \(UserDefaults.init(suiteName: "group.test") != nil)")
                Text("hash \(hashOf(Tag(id: 1, label: "a")) == hashOf(Tag(id: 1, label: "b"))) \(hashOf(Tag(id: 1, label: "a")) == hashOf(Tag(id: 2, label: "a")))")
            }
        }
    }

    struct ShapeWidget: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "shape", provider: Provider()) { _ in Shapes() }
        }
    }
    """#)

    @Test func aShapeOfYourOwnIsDrawnFromItsPathInTheFrameItIsGiven() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "Shapes.swift", widget: "ShapeWidget", family: "systemLarge")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        let text = drawn.text ?? ""
        let lines = SwiftWidgetDrawing.rows(text).filter { !$0.isEmpty && !$0.hasPrefix("╭") }
        // A filled triangle 8 by 4 cells, a stroked one 4 by 2, a zigzag 12 by 2 stroked, a bar half of 12 columns.
        #expect(lines.prefix(5) == ["▄▄", "▄██▄   ▄██  ▀▄  ▄▀▀▄  ▄▀", "▄████▄  █▄▄█  ▀██▀  ▀██▀", "▄██████▄", "██████"],
                "\(text)")
    }

    @Test func staticsOverloadsAndInitOfExtendedBuiltInTypesRun() throws {
        let outcome = try TestSession.open(Self.source, path: "Shapes.swift").render(widget: "ShapeWidget", family: "systemLarge")
        let lines = SwiftWidgetDrawing.rows(outcome.result.text)
        for expected in ["mid 3.0", "d 5.0 4.0", "suite true", "hash true false"] {
            #expect(lines.contains(expected), "\(expected): \(outcome.result.text)")
        }
    }

    /// `var arc: some Shape { … }`: a property typed as an opaque shape is a view, stroked like the shape it gives;
    /// Foundation's `autoreleasepool { … }` runs its body and gives back its result.
    @Test func anOpaqueShapePropertyIsStrokedAndAnAutoreleasePoolRunsItsBody() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
        struct Ring: View {
            var arc: some Shape { Rectangle() }
            var body: some View {
                let label = autoreleasepool { "pooled \\(2 + 3)" }
                VStack(spacing: 0) {
                    arc.fill(.red).frame(width: 16, height: 16)
                    Text(label)
                }
            }
        }
        struct W: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { _ in Ring() } } }
        """)
        #expect(SwiftWidgetDrawing.errors(source, path: "R.swift").isEmpty, "\(SwiftWidgetDrawing.errors(source, path: "R.swift"))")
        let rows = SwiftWidgetDrawing.rows(try TestSession.open(source, path: "R.swift").render(widget: "W", family: "systemSmall").result.text)
        #expect(rows.contains("██") && rows.contains("pooled 5"), "\(rows)")
    }

    @Test func aShapeWithoutAPathIsALocatedError() {
        let source = """
        import SwiftUI
        struct Blob: Shape {
            var size = 3
        }
        """
        #expect(SwiftWidgetDrawing.errors(source, path: "Blob.swift")
            == ["2:8: shape 'Blob' needs a path, as in 'func path(in rect: CGRect) -> Path { Path(rect) }'"])
    }

    @Test func aColorsCGColorGivesItsChannels() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
        struct RGB {
            var r, g, b: Double
            init(_ color: Color) {
                if let c = color.cgColor?.components { (r, g, b) = (c[0], c[1], c[2]) } else { (r, g, b) = (0, 0, 0) }
            }
        }
        struct V: View {
            var body: some View {
                let c = RGB(Color(red: 0.2, green: 0.4, blue: 1.0))
                let ui = UIColor(red: 0.2, green: 0.4, blue: 1.0, alpha: 0.25).cgColor
                Text("\\(c.r) \\(c.g) \\(c.b) \\(RGB(.white).r) \\(Color.blue.opacity(0.5).cgColor?.alpha ?? 0) \\(ui.alpha) \\(ui.components?[1] ?? 0)")
            }
        }
        struct W: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { _ in V() } } }
        """)
        #expect(SwiftWidgetDrawing.errors(source, path: "C.swift").isEmpty)
        let outcome = try TestSession.open(source, path: "C.swift").render(widget: "W", family: "systemMedium")
        #expect(SwiftWidgetDrawing.rows(outcome.result.text).contains("0.2 0.4 1.0 1.0 0.5 0.25 0.4"), "\(outcome.result.text)")
    }

    @Test func aCGColorMadeFromChannelsIsAColourOfThoseChannels() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
        struct V: View {
            var body: some View {
                let warm = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
                let gray = CGColor(gray: 0.25, alpha: 0.5)
                let faded = warm.copy(alpha: 0.2)
                VStack {
                    Text("\\(warm.components ?? [])")
                    Text("\\(gray.components ?? []) \\(faded?.alpha ?? 0)")
                    Color(cgColor: warm).frame(width: 40, height: 20)
                }
            }
        }
        struct W: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { _ in V() } } }
        """)
        #expect(SwiftWidgetDrawing.errors(source, path: "C.swift").isEmpty)
        let outcome = try TestSession.open(source, path: "C.swift").render(widget: "W", family: "systemMedium")
        #expect(SwiftWidgetDrawing.rows(outcome.result.text).contains("[1.0, 0.5, 0.0, 1.0]"), "\(outcome.result.text)")
        #expect(SwiftWidgetDrawing.rows(outcome.result.text).contains("[0.25, 0.25, 0.25, 0.5] 0.2"), "\(outcome.result.text)")
        // The colour made from it is its channels: the cells it fills are drawn in orange (255, 127, 0).
        let ansi = try TestSession.open(source, path: "C.swift").render(widget: "W", family: "systemMedium", options: RenderOptions(colorMode: .trueColor)).result.text
        #expect(ansi.contains("38;2;255;127;0m"), "\(ansi)")
    }

    @Test func aShapeReadsItsOwnPropertiesAndTheEdgeItIsGiven() throws {
        // A border on one edge, as widget code draws it: the shape's path reads its stored `edge` (SwiftUI's `Edge`) and
        // local computed variables; in a ZStack it takes the space offered, as SwiftUI's shapes do.
        let source = SwiftWidgetSource.withEntryAndProvider(#"""
        extension View {
            func border(width: CGFloat, edge: Edge, color: Color) -> some View {
                ZStack {
                    self
                    EdgeBorder(width: width, edge: edge).foregroundColor(color)
                }
            }
        }
        struct EdgeBorder: Shape {
            var width: CGFloat
            var edge: Edge
            func path(in rect: CGRect) -> Path {
                var x: CGFloat {
                    switch edge {
                    case .top, .bottom, .leading: return rect.minX
                    case .trailing: return rect.maxX - width
                    }
                }
                var y: CGFloat {
                    switch edge {
                    case .top, .leading, .trailing: return rect.minY
                    case .bottom: return rect.maxY - width
                    }
                }
                var w: CGFloat {
                    switch edge {
                    case .top, .bottom: return rect.width
                    case .leading, .trailing: return self.width
                    }
                }
                var h: CGFloat {
                    switch edge {
                    case .top, .bottom: return self.width
                    case .leading, .trailing: return rect.height
                    }
                }
                return Path(CGRect(x: x, y: y, width: w, height: h))
            }
        }
        struct V: View {
            var body: some View {
                Text("Cases").frame(width: 80, height: 48).border(width: 8, edge: .bottom, color: .red)
            }
        }
        struct W: Widget { var body: some WidgetConfiguration { StaticConfiguration(kind: "w", provider: Provider()) { _ in V() } } }
        """#)
        #expect(SwiftWidgetDrawing.errors(source, path: "Edge.swift").isEmpty)
        let outcome = try TestSession.open(source, path: "Edge.swift").render(widget: "W", family: "systemSmall")
        let lines = SwiftWidgetDrawing.rows(outcome.result.text).filter { !$0.isEmpty && !$0.hasPrefix("╭") && !$0.hasPrefix("╰") }
        #expect(lines == ["Cases", String(repeating: "▄", count: 18)], "\(outcome.result.text)")
    }
}
