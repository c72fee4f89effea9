import Testing
@testable import WidgetRuntime
import WidgetTestSupport

/// What chart code reads of a `Path` it made: its elements (`forEach` with `case .move(let to)` …),
/// `boundingRect`, `isEmpty` and `trimmedPath(from:to:)`, inside an `extension Path` whose own
/// members (`length`, `trimmedPath(for:)`) it calls unqualified; a function that gives a
/// `Binding<CGFloat>` passed to a `@Binding` property; UIKit's haptics, which do nothing.
@Suite struct SwiftPathElementsTests {
    static let source = SwiftWidgetSource.withEntryAndProvider("""
extension CGPoint {
    func distance(to other: CGPoint) -> CGFloat { sqrt((other.x - x) * (other.x - x) + (other.y - y) * (other.y - y)) }
}

extension Path {
    var length: CGFloat {
        var total: CGFloat = 0
        var point = CGPoint.zero
        var start: CGPoint?
        forEach { element in
            switch element {
            case .move(let to):
                if start == nil { start = to }
                point = to
            case .line(let to):
                total += point.distance(to: to)
                point = to
            case .quadCurve(let to, _):
                total += point.distance(to: to)
                point = to
            case .curve(let to, _, _):
                total += point.distance(to: to)
                point = to
            case .closeSubpath:
                if let to = start { total += point.distance(to: to); point = to }
                start = nil
            }
        }
        return total
    }

    func middle() -> CGPoint {
        let part = trimmedPath(from: 0.25, to: 0.75)
        return CGPoint(x: part.boundingRect.midX, y: part.boundingRect.midY)
    }

    var half: CGFloat {
        UISelectionFeedbackGenerator().selectionChanged()
        let impact = UIImpactFeedbackGenerator(style: .light)
        impact.prepare()
        impact.impactOccurred()
        return length / 2
    }
}


struct Gauge: View {
    @Binding var offset: CGFloat
    var body: some View { Text("offset \\(Int(offset))") }
}

struct V: View {
    let entry: Entry
    func offset(for width: CGFloat) -> Binding<CGFloat> {
        if width > 100 { return .constant(width - 100) }
        return .constant(0)
    }
    var path: Path {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 30, y: 40))
        p.addLine(to: CGPoint(x: 30, y: 0))
        p.closeSubpath()
        return p
    }
    var body: some View {
        VStack {
            Text("length \\(Int(path.length)) half \\(Int(path.half))")
            Text("box \\(Int(path.boundingRect.width))x\\(Int(path.boundingRect.height)) empty \\(path.isEmpty ? "yes" : "no")")
            Text("mid \\(Int(path.middle().x)),\\(Int(path.middle().y))")
            Text("rect \\(Int(Path(CGRect(x: 0, y: 0, width: 10, height: 5)).length))")
            Gauge(offset: offset(for: 140))
        }
    }
}

struct W: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "w", provider: Provider()) { V(entry: $0) }.supportedFamilies([.systemMedium])
    }
}

""")

    @Test func aPathsElementsLengthAndBounds() throws {
        let drawn = try SwiftWidgetDrawing.drawn(Self.source, path: "W.swift", widget: "W", family: "systemMedium")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        // A 30-40-50 triangle, closed: 120 long; its middle half runs from (18, 24) on the long side to (30, 0).
        // A rectangle is its four sides.
        let rows = SwiftWidgetDrawing.rows(drawn.text ?? "").dropFirst().dropLast().filter { !$0.isEmpty }
        #expect(Array(rows) == ["length 120 half 60", "box 30x40 empty no", "mid 24,20", "rect 30", "offset 40"], "\(rows)")
    }

    @Test func anExtensionOverloadIsChosenByItsLabels() {
        // `trimmedPath(for:)` of the program's own, beside the built-in `trimmedPath(from:to:)`.
        let source = Self.source.replacingOccurrences(of: "    func middle() -> CGPoint {", with: """
                func trimmedPath(for fraction: CGFloat) -> Path { trimmedPath(from: 0, to: fraction) }

                func middle() -> CGPoint {
            """).replacingOccurrences(of: "Text(\"rect", with: "Text(\"trim \\(Int(path.trimmedPath(for: 0.5).boundingRect.height)) rect")
        let drawn = try? SwiftWidgetDrawing.drawn(source, path: "W.swift", widget: "W", family: "systemMedium")
        #expect(drawn?.errors.isEmpty == true, "\(drawn?.errors ?? [])")
        #expect(drawn?.text?.contains("trim 40 rect 30") == true, "\(drawn?.text ?? "")")
    }
}
