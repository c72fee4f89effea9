import Testing
@testable import WidgetRuntime

/// SwiftUI's `Layout` protocol: a widget's own layout placed with its subviews (`FlowLayout(spacing: 8) { … }`,
/// `AnyLayout(FlowLayout()) { … }`) runs its `sizeThatFits` and `placeSubviews` while the widget is laid out, in points
/// (8 a column, 16 a row), its subviews measured and placed; `AnyLayout(HStackLayout())` is the stack.
@Suite struct SwiftCustomLayoutTests {
    static let flow = """
        struct FlowLayout: Layout {
            var spacing: CGFloat = 8

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let width = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 1000, height: 1000)).width
                var x: CGFloat = 0, y: CGFloat = 0, line: CGFloat = 0, widest: CGFloat = 0
                for subview in subviews {
                    let size = subview.sizeThatFits(.unspecified)
                    if x > 0 && x + size.width > width { x = 0; y += line; line = 0 }
                    x += size.width + spacing
                    widest = max(widest, x - spacing)
                    line = max(line, size.height)
                }
                return CGSize(width: widest, height: y + line)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                var x = bounds.minX, y = bounds.minY, line: CGFloat = 0
                for subview in subviews {
                    let size = subview.dimensions(in: .unspecified)
                    if x > bounds.minX && x + size.width > bounds.maxX { x = bounds.minX; y += line; line = 0 }
                    subview.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
                    x += size.width + spacing
                    line = max(line, size.height)
                }
            }
        }

        /// Each subview at the centre of the bounds, by its centre.
        struct Centred: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                proposal.replacingUnspecifiedDimensions()
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                for subview in subviews {
                    subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
                }
            }
        }
        """

    static func rows(_ content: String, family: String = "systemSmall") throws -> (errors: [String], rows: [String]) {
        try SwiftWidgetDrawing.drawnRows(SwiftWidgetDrawing.widget(flow, view: """
                var body: some View {
                    \(content)
                }
            """, family: family), family: family)
    }

    static let words = #"ForEach(["rice", "kimchi", "soup", "fried chicken", "salad", "tea"], id: \.self) { Text($0) }"#

    @Test func aFlowLayoutWrapsItsSubviewsIntoRows() throws {
        let drawn = try Self.rows("FlowLayout(spacing: 8) { \(Self.words) }")
        #expect(drawn.errors == [])
        #expect(drawn.rows == ["rice kimchi soup", "fried chicken", "salad tea"], "\(drawn.rows)")
        let wrapped = try Self.rows("AnyLayout(FlowLayout(spacing: 8)) { \(Self.words) }")
        #expect(wrapped.rows == drawn.rows, "\(wrapped.rows)")
    }

    @Test func aSubviewIsPlacedByItsAnchor() throws {
        let drawn = try Self.rows(#"Centred { Text("mid") }.frame(width: 120, height: 48)"#, family: "systemMedium")
        #expect(drawn.errors == [])
        #expect(drawn.rows.contains("mid"), "\(drawn.rows)")
    }

    @Test func anyLayoutOfAStackIsTheStack() throws {
        let across = try Self.rows(#"AnyLayout(HStackLayout(spacing: 0)) { Text("a"); Text("b") }"#)
        #expect(across.errors == [])
        #expect(across.rows == ["ab"], "\(across.rows)")
        let down = try Self.rows(#"AnyLayout(VStackLayout()) { Text("a"); Text("b") }"#)
        #expect(down.rows == ["a", "b"], "\(down.rows)")
    }

    @Test func anyLayoutOfAValueThatIsNoLayoutIsAnError() {
        let errors = SwiftWidgetDrawing.errors(SwiftWidgetDrawing.widget(view: """
                var body: some View {
                    AnyLayout(42) { Text("a") }
                }
            """), path: "W.swift")
        #expect(errors == ["16:19: AnyLayout takes a Layout (HStackLayout(), VStackLayout(), ZStackLayout() or one of the widget's own), not Int"], "\(errors)")
    }

    /// A layout's code that fails while the widget is laid out is the frame's problem, located in the layout.
    @Test func anErrorInALayoutIsReported() throws {
        let source = SwiftWidgetDrawing.widget("""
            struct Broken: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let first = subviews[3].sizeThatFits(.unspecified)
                    return first
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            """, view: """
                var body: some View {
                    Broken { Text("a") }
                }
            """)
        #expect(SwiftWidgetDrawing.errors(source, path: "W.swift") == [])
        let session = try TestSession.open(source, path: "W.swift")
        let outcome = try session.render(widget: "W", family: "systemMedium")
        #expect(outcome.problems.contains { $0.message.contains("index 3") && $0.range?.start.line == 6 }, "\(outcome.problems)")
    }
}
