import Foundation

/// A SwiftUI `Path` (`Path { p in p.move(to:); p.addLine(to:) }`, `Path(ellipseIn:)`):
/// its elements in points from the view's top leading corner, drawn in the
/// shape pixels of `ShapeBox` (8 by 8 points: a column by half a row). A
/// stroke is the pixels each segment crosses, one pixel wide whatever the line
/// width; a fill is the pixels whose centre is inside the figures, each closed
/// (even-odd, where SwiftUI's default is non-zero winding). Curves and arcs are flattened.
public struct PathDrawing: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        /// A quadratic or cubic curve to (x, y), flattened through its control points.
        case curve(x: Double, y: Double, controls: [Double])
        case rect(x: Double, y: Double, width: Double, height: Double)
        case ellipse(x: Double, y: Double, width: Double, height: Double)
        /// Angles in degrees, SwiftUI's: 0 at 3 o'clock, growing clockwise on screen (y down).
        case arc(centerX: Double, centerY: Double, radius: Double, start: Double, end: Double, clockwise: Bool)
        case close
    }

    /// At most this many segments are drawn: a path's cost is bounded whatever the code adds.
    public static let maxSegments = 2_000

    public var elements: [Element]
    /// `path.strokedPath(style)`: the outline of the figures, which a fill draws (as a stroke draws them).
    public var outlined = false

    public init(_ elements: [Element]) { self.elements = elements }

    /// The figures as polylines in pixels (x in columns, y in half rows), each with whether it is closed.
    func polylines() -> [(points: [(Double, Double)], closed: Bool)] {
        var figures: [(points: [(Double, Double)], closed: Bool)] = []
        var current: [(Double, Double)] = []
        var segments = 0
        func px(_ x: Double, _ y: Double) -> (Double, Double) {
            (x.isFinite ? x / PointScale.pointsPerColumn : 0, y.isFinite ? y / (PointScale.pointsPerRow / 2) : 0)
        }
        func finish(closed: Bool) {
            if current.count > 1 { figures.append((current, closed)) }
            current = current.last.map { [$0] } ?? []
        }
        func add(_ point: (Double, Double)) {
            guard segments < Self.maxSegments else { return }
            segments += 1
            current.append(point)
        }
        func closedFigure(_ points: [(Double, Double)]) {
            finish(closed: false)
            current = []
            for point in points { add(point) }
            finish(closed: true)
            current = []
        }
        for element in elements {
            switch element {
            case .move(let x, let y):
                finish(closed: false)
                current = [px(x, y)]
            case .line(let x, let y):
                if current.isEmpty { current = [px(x, y)] } else { add(px(x, y)) }
            case .curve(let x, let y, let controls):
                let start = current.last ?? px(x, y)
                let end = px(x, y)
                var points = [start]
                var index = 0
                while index + 1 < controls.count { points.append(px(controls[index], controls[index + 1])); index += 2 }
                points.append(end)
                for step in 1...8 { add(Self.bezier(points, Double(step) / 8)) }
            case .rect(let x, let y, let width, let height):
                closedFigure([px(x, y), px(x + width, y), px(x + width, y + height), px(x, y + height)])
            case .ellipse(let x, let y, let width, let height):
                closedFigure((0..<32).map { step in
                    let angle = Double(step) / 32 * 2 * .pi
                    return px(x + width / 2 + cos(angle) * width / 2, y + height / 2 + sin(angle) * height / 2)
                })
            case .arc(let cx, let cy, let radius, let start, let end, let clockwise):
                // SwiftUI's `clockwise` is in its flipped coordinates: `clockwise: false` turns clockwise on screen.
                var sweep = end - start
                if clockwise { if sweep > 0 { sweep -= 360 } } else if sweep < 0 { sweep += 360 }
                // In Double first: a huge finite angle must not trap converting to Int.
                let steps = Int(max(2, min(64, abs(sweep) / 10 + 2)))
                for step in 0...steps {
                    let angle = (start + sweep * Double(step) / Double(steps)) * .pi / 180
                    let point = px(cx + cos(angle) * radius, cy + sin(angle) * radius)
                    if step == 0, current.isEmpty { current = [point] } else { add(point) }
                }
            case .close:
                if let first = current.first, current.count > 1 { add(first) }
                finish(closed: true)
            }
        }
        finish(closed: false)
        return figures
    }

    static func bezier(_ points: [(Double, Double)], _ t: Double) -> (Double, Double) {
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { (a, b) in (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t) }
        }
        return level.first ?? (0, 0)
    }

    /// The pixels painted, relative to the frame's top leading pixel, within `width` by `height` pixels.
    func pixels(width: Int, height: Int, filled: Bool) -> Set<PixelPoint> {
        var painted = Set<PixelPoint>()
        guard width > 0, height > 0 else { return painted }
        let figures = polylines()
        if filled {
            // Even-odd over every figure, each closed (as SwiftUI fills an open subpath).
            for py in 0..<height {
                let y = Double(py) + 0.5
                for px in 0..<width {
                    let x = Double(px) + 0.5
                    var inside = false
                    for figure in figures {
                        let points = figure.points
                        var j = points.count - 1
                        for i in points.indices {
                            let (xi, yi) = points[i], (xj, yj) = points[j]
                            if (yi > y) != (yj > y), x < (xj - xi) * (y - yi) / (yj - yi) + xi { inside.toggle() }
                            j = i
                        }
                    }
                    if inside { painted.insert(PixelPoint(x: px, y: py)) }
                }
            }
        }
        // A stroke: every pixel a segment crosses (a fill of a line covers no pixel, as in SwiftUI).
        guard !filled else { return painted }
        // A point on a pixel's edge belongs to the pixel before it (a 32-point square is 4 pixels, 0 to 3).
        func pixel(_ v: Double) -> Double { v > 0 ? (v - 1e-9).rounded(.down) : v.rounded(.down) }
        for figure in figures {
            var points = figure.points
            if figure.closed, let first = points.first { points.append(first) }
            for (a, b) in zip(points, points.dropFirst()) {
                let steps = Int(min(4 * Double(width + height), max(abs(b.0 - a.0), abs(b.1 - a.1)) * 2).rounded(.up))
                for step in 0...max(1, steps) {
                    let t = Double(step) / Double(max(1, steps))
                    let x = pixel(a.0 + (b.0 - a.0) * t), y = pixel(a.1 + (b.1 - a.1) * t)
                    guard x >= 0, y >= 0, x < Double(width), y < Double(height) else { continue }
                    painted.insert(PixelPoint(x: Int(x), y: Int(y)))
                }
            }
        }
        return painted
    }
}

/// A shape pixel: a column, and a half row.
struct PixelPoint: Hashable {
    var x: Int
    var y: Int
}
