import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// `var path = Path()` changed by its own methods and returned, as chart views build their shapes:
/// a value (a copy keeps its figures), drawn like `Path { p in … }`; `GeometryProxy.frame(in:)`; and a
/// gesture's closure, which is code, not a view builder.
@Suite struct SwiftPathValueTests {
    static func source(_ view: String, body: String = "Wedge(size: 32)") -> String {
        """
        import WidgetKit
        import SwiftUI

        \(SwiftWidgetDrawing.entryAndProvider)

        \(view)

        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "W", provider: P()) { _ in \(body) }
            }
        }
        """
    }

    static func located(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.severity.rawValue) \($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }

    /// The rows with ink, trimmed of the frame and blanks.
    static func draw(_ source: String) throws -> [String] {
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(located(errors))")
        let outcome = try TestSession.open(source, path: "W.swift").render(widget: "W", family: "systemSmall")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        return outcome.result.text.split(separator: "\n")
            .map { $0.trimmingCharacters(in: .init(charactersIn: "│╭╮╰╯─ ")) }.filter { !$0.isEmpty }
    }

    /// A wedge drawn with `Path { p in … }`: what the other forms are drawn against.
    static let closureWedge = """
        struct Wedge: View {
            var size: CGFloat
            var body: some View {
                Path { p in
                    p.move(to: CGPoint(x: 0, y: 0))
                    p.addLine(to: CGPoint(x: size, y: 0))
                    p.addLine(to: CGPoint(x: 0, y: size))
                    p.closeSubpath()
                }
                .fill()
                .frame(width: size, height: size)
            }
        }
        """

    @Test func aPathBuiltByItsMethodsIsDrawnAsTheClosureFormDrawsIt() throws {
        let built = try Self.draw(Self.source("""
            struct Wedge: View {
                var size: CGFloat
                var path: Path {
                    var path = Path()
                    path.move(to: CGPoint(x: 0, y: 0))
                    path.addLine(to: CGPoint(x: size, y: 0))
                    path.addLine(to: CGPoint(x: 0, y: size))
                    path.closeSubpath()
                    return path
                }
                var body: some View { path.fill().frame(width: size, height: size) }
            }
            """))
        let closure = try Self.draw(Self.source(Self.closureWedge))
        #expect(!built.isEmpty)
        #expect(built == closure, "\(built) \(closure)")
        // A triangle: the top row is wider than the bottom one.
        #expect(built.first?.count ?? 0 > built.last?.count ?? 0, "\(built)")
    }

    /// `Path { p in addWedge(to: &p, size: size) }`: the closure's path handed to a function of the program that takes
    /// `inout Path`, which adds the figures, as a clock face's helpers do.
    @Test func theClosuresPathGoesToAnInoutPathParameter() throws {
        let helper = try Self.draw(Self.source("""
            func addWedge(to path: inout Path, size: CGFloat) {
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: size, y: 0))
                path.addLine(to: CGPoint(x: 0, y: size))
                path.closeSubpath()
            }
            struct Wedge: View {
                var size: CGFloat
                var body: some View { Path { p in addWedge(to: &p, size: size) }.fill().frame(width: size, height: size) }
            }
            """))
        let inline = try Self.draw(Self.source(Self.closureWedge))
        #expect(!helper.isEmpty)
        #expect(helper == inline, "\(helper) \(inline)")
    }

    /// `path.addPath(other)`: the other path's figures drawn after the path's own, as if added one by one.
    @Test func addPathAddsTheOtherPathsFigures() throws {
        func cross(_ second: String) -> String {
            """
            struct Wedge: View {
                var size: CGFloat
                var body: some View { cross.stroke(Color.red, lineWidth: 1).frame(width: size, height: size) }
                var cross: Path {
                    var path = Path()
                    path.move(to: CGPoint(x: 0, y: 0))
                    path.addLine(to: CGPoint(x: size, y: size))
                    \(second)
                    return path
                }
            }
            """
        }
        let added = try Self.draw(Self.source(cross("""
            let other = Path { p in p.move(to: CGPoint(x: size, y: 0)); p.addLine(to: CGPoint(x: 0, y: size)) }
                    path.addPath(other)
            """), body: "Wedge(size: 64)"))
        let direct = try Self.draw(Self.source(cross("path.move(to: CGPoint(x: size, y: 0)); path.addLine(to: CGPoint(x: 0, y: size))"), body: "Wedge(size: 64)"))
        #expect(added.count > 2)
        #expect(added == direct, "\(added) \(direct)")
    }

    @Test func aCopyOfAPathKeepsItsFigures() throws {
        let rows = try Self.draw(Self.source("""
            struct Wedge: View {
                var size: CGFloat
                var body: some View { copied().stroke(Color.red, lineWidth: 1).frame(width: size, height: size) }
                func copied() -> Path {
                    var empty = Path()
                    let copy = empty
                    empty.addRect(CGRect(x: 0, y: 0, width: size, height: size))
                    return copy
                }
            }
            """))
        #expect(rows.isEmpty, "the copy was made before the rectangle: \(rows)")
    }

    @Test func anArcFillsTheQuarterOfTheFrameItsAnglesName() throws {
        let rows = try Self.draw(Self.source("""
            struct Wedge: View {
                var size: CGFloat
                var body: some View {
                    GeometryReader { geometry in
                        Quarter(rect: geometry.frame(in: .local))
                    }
                    .frame(width: size, height: size)
                }
            }
            struct Quarter: View {
                var rect: CGRect
                var path: Path {
                    var path = Path()
                    let center = CGPoint(x: rect.midX, y: rect.midY)
                    path.move(to: center)
                    path.addArc(center: center, radius: rect.width / 2, startAngle: Angle(degrees: 0), endAngle: Angle(degrees: 90), clockwise: false)
                    path.closeSubpath()
                    return path
                }
                var body: some View { path.fill().overlay(Path().stroke(Color.blue, lineWidth: 2)) }
            }
            """))
        // From three o'clock to six in SwiftUI's flipped space: the lower right quarter only (its outer
        // corner is outside the circle); the empty path stroked over it adds nothing.
        #expect(rows == ["█▀"], "\(rows)")
    }

    @Test func aGestureClosureIsCodeThatMayDropAResult() throws {
        let source = Self.source("""
            struct Wedge: View {
                var size: CGFloat
                @State private var touched = false
                var body: some View {
                    Text("drag")
                        .gesture(DragGesture().onChanged({ value in
                            self.touched = true
                            self.nearest(to: value.location)
                        }))
                }
                @discardableResult func nearest(to point: CGPoint) -> CGPoint { point }
            }
            """)
        let errors = WidgetCompiler.compile(SourceFile(path: "W.swift", text: source)).diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(Self.located(errors))")
    }

    /// `path.strokedPath(style)` filled draws the outline, as the stroke of the path does; `a.subtracting(b)` where `b` lies
    /// inside `a` leaves `b`'s cells empty.
    @Test func aStrokedPathFilledIsItsOutlineAndASubtractedPathHasAHole() throws {
        func box(_ result: String) -> String {
            """
            struct Box: Shape {
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    path.addRect(CGRect(x: 0, y: 0, width: 64, height: 64))
                    var inner = Path()
                    inner.addRect(CGRect(x: 16, y: 16, width: 32, height: 32))
                    return \(result)
                }
            }
            """
        }
        let body = "Box().fill(.primary).frame(width: 64, height: 64)"
        let filled = try Self.draw(Self.source(box("path"), body: body))
        let outlined = try Self.draw(Self.source(box("path.strokedPath(StrokeStyle(lineWidth: 2))"), body: body))
        let stroked = try Self.draw(Self.source(box("path"), body: "Box().stroke(.primary).frame(width: 64, height: 64)"))
        let holed = try Self.draw(Self.source(box("path.subtracting(inner)"), body: body))
        #expect(outlined == stroked, "\(outlined) \(stroked)")
        #expect(outlined != filled)
        // The middle row: full when filled, with the inner square's cells empty when subtracted.
        let middle = filled.count / 2
        #expect(!filled[middle].contains(" "), "\(filled)")
        #expect(holed.count == filled.count && holed[middle].contains(" "), "\(holed)")
    }
}
