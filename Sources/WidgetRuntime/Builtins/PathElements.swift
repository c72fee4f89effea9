import Foundation
import WidgetLanguage

/// What code reads of a `Path` it made: its elements as SwiftUI gives them (`forEach`:
/// `.move(to:)`, `.line(to:)`, `.quadCurve(to:control:)`, `.curve(to:control1:control2:)`,
/// `.closeSubpath`; a rectangle is its four sides, an ellipse and an arc their Bézier
/// curves), `boundingRect`, `isEmpty` and `trimmedPath(from:to:)` (a part by length, its
/// curves made of lines).
enum PathElements {
    /// A point on the path, in points.
    typealias Point = (x: Double, y: Double)

    enum Element {
        case move(Point)
        case line(Point)
        case quadCurve(Point, control: Point)
        case curve(Point, control1: Point, control2: Point)
        case close
    }

    static func register(on type: BuiltinType) {
        type.add(.init("forEach", .method, ["_:Closure", "{}"], result: .void, note: "rectangles, ellipses and arcs come as lines and Bézier curves, as in SwiftUI") { i, v, args, r in
            guard let closure = i.firstClosure(args) else { return .null }
            for element in elements(of: v) { _ = try i.callClosure(closure, [value(of: element)], at: r) }
            return .null
        })
        type.add(.init("boundingRect", .property, result: .named("CGRect"), note: "the points of its segments (curves sampled), not their control points; .zero for an empty path") { _, v, _, _ in
            let points = polylines(elements(of: v)).flatMap(\.self)
            guard let first = points.first else { return CoreGraphicsTypes.rect(0, 0, 0, 0) }
            var low = first, high = first
            for point in points {
                low = (min(low.x, point.x), min(low.y, point.y))
                high = (max(high.x, point.x), max(high.y, point.y))
            }
            return CoreGraphicsTypes.rect(low.x, low.y, high.x - low.x, high.y - low.y)
        })
        type.add(.init("isEmpty", .property, result: .bool) { _, v, _, _ in .bool(elements(of: v).isEmpty) })
        type.add(.init("path", .method, ["in:CGRect"], result: .shape,
                       note: "a path is itself; a built-in shape's outline in the rectangle (rounded corners and capsules as rectangles)") { _, v, args, _ in
            shapePath(v, in: PathBuiltins.numbers(args.value("in")))
        })
        // `path.strokedPath(StrokeStyle(lineWidth: 4))`: the outline as a path of its own, which a fill draws one pixel wide.
        type.add(.init("strokedPath", .method, ["_:StrokeStyle"], result: .shape, note: "its outline, which a fill draws one pixel wide") { _, v, _, _ in
            guard case .member("path", let arguments) = v, let written = arguments.first else { return v }
            return .member(name: "path", arguments: [written, .member(name: outlineMarker, arguments: [])])
        })
        // `circle.subtracting(slice)`: both figures, filled even-odd, which cuts the second out of the first where it lies inside.
        type.add(.init("subtracting", .method, ["_:Path eoFill?:Bool"], result: .shape,
                       note: "both figures filled even-odd: exact where the second lies inside the first") { _, v, args, _ in
            guard case .member("path", let mine) = v, case .array(let own)? = mine.first,
                  case .member("path", let theirs)? = args.first?.value, case .array(let other)? = theirs.first else { return v }
            return .member(name: "path", arguments: [.array(own + other)])
        })
        type.add(.init("trimmedPath", .method, ["from:Double to:Double"], result: .shape, note: "the part between two fractions of its length; its curves come as lines") { i, v, args, r in
            let from = try i.number(args.value("from"), "trimmedPath", r), to = try i.number(args.value("to"), "trimmedPath", r)
            return path(trimmed(polylines(elements(of: v)), from: from, to: to))
        })
    }

    /// The mark of a path `strokedPath(_:)` made: its second argument.
    static let outlineMarker = "outlined"

    /// The values of the built-in shapes (`Rectangle()` is `.rectangle`), whose `path(in:)` is their outline.
    static let shapeNames: Set<String> = ["rectangle", "circle", "ellipse", "capsule", "roundedRectangle", "containerRelativeShape"]

    /// `Rectangle().path(in: rect)`, `Circle().path(in: rect)`: the figure of a built-in shape in `rect`
    /// (x, y, width, height); a path value is its own path.
    static func shapePath(_ value: Value, in rect: [Value]) -> Value {
        if case .member("path", _) = value { return value }
        let n = rect.map { $0.number ?? 0 }
        guard case .member(let shape, _) = value, n.count == 4 else { return .member(name: "path", arguments: [.array([])]) }
        let figure: Value
        switch shape {
        case "ellipse": figure = .member(name: "ellipse", arguments: rect)
        case "circle":
            // The largest circle centred in the rectangle.
            let side = min(n[2], n[3])
            figure = .member(name: "ellipse", arguments: [n[0] + (n[2] - side) / 2, n[1] + (n[3] - side) / 2, side, side].map { .double($0) })
        default: figure = .member(name: "rect", arguments: rect)
        }
        return .member(name: "path", arguments: [.array([figure])])
    }

    /// The elements of a path value (`.member("path", [elements])`), as SwiftUI lists them.
    static func elements(of value: Value) -> [Element] {
        guard case .member("path", let arguments) = value, case .array(let written)? = arguments.first else { return [] }
        var result: [Element] = []
        var current: Point?
        func add(_ element: Element) {
            result.append(element)
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: break
            }
        }
        for element in written {
            guard case .member(let name, let arguments) = element else { continue }
            let n = arguments.map { $0.number ?? 0 }
            func at(_ index: Int) -> Double { index < n.count ? n[index] : 0 }
            switch name {
            case "move": add(.move((at(0), at(1))))
            case "line": add(.line((at(0), at(1))))
            case "curve" where n.count <= 4: add(.quadCurve((at(0), at(1)), control: (at(2), at(3))))
            case "curve": add(.curve((at(0), at(1)), control1: (at(2), at(3)), control2: (at(4), at(5))))
            case "rect":
                let (x, y, w, h) = (at(0), at(1), at(2), at(3))
                for element in [Element.move((x, y)), .line((x + w, y)), .line((x + w, y + h)), .line((x, y + h)), .close] { add(element) }
            case "ellipse":
                let (rx, ry) = (at(2) / 2, at(3) / 2)
                let (cx, cy) = (at(0) + rx, at(1) + ry)
                add(.move((cx + rx, cy)))
                for quarter in 0..<4 { arcCurves(center: (cx, cy), radii: (rx, ry), from: Double(quarter) * 90, sweep: 90).forEach(add) }
                add(.close)
            case "arc":
                let (cx, cy, radius, start, end) = (at(0), at(1), at(2), at(3), at(4))
                var clockwise = false
                if arguments.count > 5, case .bool(let flag) = arguments[5] { clockwise = flag }
                // SwiftUI's y axis points down: `clockwise` goes towards smaller angles.
                var sweep = end - start
                if clockwise, sweep > 0 { sweep -= 360 * (sweep / 360).rounded(.up) }
                if !clockwise, sweep < 0 { sweep += 360 * (-sweep / 360).rounded(.up) }
                let first = (cx + cos(start * .pi / 180) * radius, cy + sin(start * .pi / 180) * radius)
                add(current == nil ? .move(first) : .line(first))
                let pieces = max(1, Int((abs(sweep) / 90).rounded(.up)))
                for piece in 0..<pieces {
                    arcCurves(center: (cx, cy), radii: (radius, radius), from: start + sweep * Double(piece) / Double(pieces),
                              sweep: sweep / Double(pieces)).forEach(add)
                }
            case "close": add(.close)
            default: continue
            }
        }
        return result
    }

    /// One cubic Bézier curve for an arc of at most 90°, from the angle `from` (degrees).
    static func arcCurves(center: Point, radii: Point, from: Double, sweep: Double) -> [Element] {
        let a = from * .pi / 180, b = (from + sweep) * .pi / 180
        let k = 4.0 / 3.0 * tan((b - a) / 4)
        func at(_ angle: Double) -> Point { (center.x + cos(angle) * radii.x, center.y + sin(angle) * radii.y) }
        let start = at(a), end = at(b)
        let control1 = (start.x - k * sin(a) * radii.x, start.y + k * cos(a) * radii.y)
        let control2 = (end.x + k * sin(b) * radii.x, end.y - k * cos(b) * radii.y)
        return [.curve(end, control1: control1, control2: control2)]
    }

    /// An element as the `Path.Element` value code switches over.
    static func value(of element: Element) -> Value {
        func point(_ p: Point) -> Value { CoreGraphicsTypes.point(p.x, p.y) }
        switch element {
        case .move(let p): return .member(name: "move", arguments: [point(p)])
        case .line(let p): return .member(name: "line", arguments: [point(p)])
        case .quadCurve(let p, let control): return .member(name: "quadCurve", arguments: [point(p), point(control)])
        case .curve(let p, let c1, let c2): return .member(name: "curve", arguments: [point(p), point(c1), point(c2)])
        case .close: return .member(name: "closeSubpath", arguments: [])
        }
    }

    /// Each figure as the points of its lines: curves sampled, a closed figure ending where it began.
    static func polylines(_ elements: [Element]) -> [[Point]] {
        var figures: [[Point]] = []
        var current: [Point] = []
        func finish() {
            if !current.isEmpty { figures.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let control):
                let start = current.last ?? p
                current += (1...samples).map { step in bezier([start, control, p], Double(step) / Double(samples)) }
            case .curve(let p, let c1, let c2):
                let start = current.last ?? p
                current += (1...samples).map { step in bezier([start, c1, c2, p], Double(step) / Double(samples)) }
            case .close:
                if let first = current.first, current.count > 1 {
                    current.append(first)
                    finish()
                    current = [first]
                }
            }
        }
        finish()
        return figures.filter { $0.count > 1 || figures.count == 1 }
    }

    /// The point at `t` of a Bézier curve with these points (de Casteljau).
    static func bezier(_ points: [Point], _ t: Double) -> Point {
        var level = points
        while level.count > 1 {
            level = zip(level, level.dropFirst()).map { a, b in (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t) }
        }
        return level.first ?? (0, 0)
    }

    /// Points per curve when a curve is measured or trimmed.
    static let samples = 16

    /// The part of the figures between two fractions of their total length, as figures.
    static func trimmed(_ figures: [[Point]], from: Double, to: Double) -> [[Point]] {
        func distance(_ a: Point, _ b: Point) -> Double { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = figures.reduce(0.0) { sum, figure in sum + zip(figure, figure.dropFirst()).reduce(0.0) { $0 + distance($1.0, $1.1) } }
        let start = max(0, min(1, from)) * total, end = max(0, min(1, to)) * total
        guard total > 0, end > start else { return [] }
        var result: [[Point]] = []
        var walked = 0.0
        for figure in figures {
            var part: [Point] = []
            for (a, b) in zip(figure, figure.dropFirst()) {
                let length = distance(a, b)
                defer { walked += length }
                let low = max(start, walked), high = min(end, walked + length)
                guard high >= low, length > 0 else { continue }
                func at(_ position: Double) -> Point {
                    let t = (position - walked) / length
                    return (a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
                }
                if part.isEmpty { part.append(at(low)) }
                part.append(at(high))
            }
            if part.count > 1 { result.append(part) }
        }
        return result
    }

    /// Figures of points as a path value.
    static func path(_ figures: [[Point]]) -> Value {
        var written: [Value] = []
        for figure in figures {
            for (index, p) in figure.enumerated() {
                written.append(.member(name: index == 0 ? "move" : "line", arguments: [.double(p.x), .double(p.y)]))
            }
        }
        return .member(name: "path", arguments: [.array(written)])
    }
}
