import Foundation
import WidgetLanguage
import WidgetRender

/// SwiftUI's `Path`: `Path { p in p.move(to:); p.addLine(to:) … }`, `Path(rect)`,
/// `Path(ellipseIn:)`, `Path(roundedRect:cornerRadius:)`, and `var p = Path()` changed by
/// the same calls (`p.addArc(…)`; a value, as in Swift: a copy does not change with it). The
/// closure runs with a path that its calls add figures to; the path is a shape (filled by
/// default, `.stroke(…)` for its outline) drawn in cells: see `PathDrawing` and docs/render.md.
enum PathBuiltins {
    static let typeName = "Path"

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(view: BuiltinCallable(typeName, ["{}!", "", "_:CGRect", "ellipseIn:CGRect", "roundedRect:CGRect cornerRadius:Double style?",
                                                            "roundedRect:CGRect cornerRadii:RectangleCornerRadii style?", "roundedRect:CGRect cornerSize:CGSize style?"], result: .shape,
                                                note: "drawn in cells: a stroke is the cells its lines cross (one pixel wide), a fill the cells inside (even-odd); curves and arcs are flattened, a rounded rectangle's corners square") { i, args, r in
            let path = ClassInstance(type: typeName, fields: [("elements", .array([]))])
            if let content = i.contentClosure(args) {
                _ = try i.callClosure(content, [.instance(path)], at: r)
            } else if let rect = args.value(nil) ?? args.value("roundedRect") {
                try add(.member(name: "rect", arguments: numbers(rect)), to: path, i, at: r)
            } else if let rect = args.value("ellipseIn") {
                try add(.member(name: "ellipse", arguments: numbers(rect)), to: path, i, at: r)
            }
            return .member(name: "path", arguments: [path["elements"] ?? .array([])])
        }.takingInClosure(.named(typeName)))

        let type = BuiltinType(typeName, instance: .named(typeName)) { _ in .instance(ClassInstance(type: typeName, fields: [("elements", .array([]))])) }
        type.sampleSource = "nil"
        for (name, forms) in methodForms {
            type.add(.init(name, .method, forms, result: .void) { i, receiver, args, r in
                guard case .instance(let path) = receiver, let element = elements[name] else { return .null }
                try add(try element(i, args, r), to: path, i, at: r)
                return .null
            })
        }
        PathElements.register(on: type)
        registry.register(type: type)
    }

    /// The methods that add a figure to a path, with their forms (the table's order).
    static let methodForms: [(String, [String])] = [
        ("move", ["to:CGPoint"]), ("addLine", ["to:CGPoint"]), ("addLines", ["_:[CGPoint]"]),
        ("addQuadCurve", ["to:CGPoint control:CGPoint"]), ("addCurve", ["to:CGPoint control1:CGPoint control2:CGPoint"]),
        ("addRect", ["_:CGRect"]), ("addRects", ["_:[CGRect]"]),
        ("addRoundedRect", ["in:CGRect cornerSize:CGSize style?", "in:CGRect cornerRadii style?"]),
        ("addEllipse", ["in:CGRect"]), ("addArc", ["center:CGPoint radius:Double startAngle:Angle endAngle:Angle clockwise:Bool"]),
        ("closeSubpath", [""]), ("addPath", ["_:Path transform?:CGAffineTransform"]),
    ]

    /// The figure (or figures) each method adds, from its arguments.
    static let elements: [String: @Sendable (Interpreter, [CallArgument], SourceRange) throws -> Value] = {
        var table: [String: @Sendable (Interpreter, [CallArgument], SourceRange) throws -> Value] = [:]
        func method(_ name: String, _ element: @escaping @Sendable (Interpreter, [CallArgument], SourceRange) throws -> Value) {
            table[name] = element
        }
        method("move") { _, args, _ in .member(name: "move", arguments: point(args.value("to"))) }
        method("addLine") { _, args, _ in .member(name: "line", arguments: point(args.value("to"))) }
        method("addLines") { i, args, r in
            let points = try i.elements(of: args.value(nil) ?? .array([]), at: r)
            return .array(points.enumerated().map { .member(name: $0.offset == 0 ? "move" : "line", arguments: point($0.element)) })
        }
        method("addQuadCurve") { _, args, _ in
            .member(name: "curve", arguments: point(args.value("to")) + point(args.value("control")))
        }
        method("addCurve") { _, args, _ in
            .member(name: "curve", arguments: point(args.value("to")) + point(args.value("control1")) + point(args.value("control2")))
        }
        method("addRect") { _, args, _ in .member(name: "rect", arguments: numbers(args.value(nil))) }
        method("addRects") { i, args, r in
            .array(try i.elements(of: args.value(nil) ?? .array([]), at: r).map { .member(name: "rect", arguments: numbers($0)) })
        }
        method("addRoundedRect") { _, args, _ in
            .member(name: "rect", arguments: numbers(args.value("in")))
        }
        method("addEllipse") { _, args, _ in .member(name: "ellipse", arguments: numbers(args.value("in"))) }
        method("addArc") { i, args, r in
            .member(name: "arc", arguments: point(args.value("center")) + [
                .double(args.value("radius")?.number ?? 0),
                .double(try i.angleDegrees(args.value("startAngle"), at: r)), .double(try i.angleDegrees(args.value("endAngle"), at: r)),
                args.value("clockwise") ?? .bool(false),
            ])
        }
        method("closeSubpath") { _, _, _ in .member(name: "close", arguments: []) }
        // `path.addPath(other)`: the other path's figures, after this one's (`transform:` maps their points first).
        method("addPath") { i, args, r in
            var other: Value
            switch args.value(nil) {
            case .member("path", let arguments)?: other = arguments.first ?? .array([])
            case .instance(let building)?: other = building["elements"] ?? .array([])
            default: throw i.error("addPath takes a Path", r)
            }
            if let transform = args.value("transform"),
               case .member("path", let mapped) = CoreGraphicsAffineTransforms.path(.member(name: "path", arguments: [other]),
                                                                                   transformed: CoreGraphicsAffineTransforms.transform(transform)) {
                other = mapped.first ?? other
            }
            return other
        }
        return table
    }()

    /// `path.addArc(…)` on a `var path = Path()`: the figure added to the path value in place. False when
    /// `value` is not a path or `name` not one of its methods.
    static func mutate(_ value: inout Value, _ name: String, _ args: [CallArgument], _ i: Interpreter, at range: SourceRange) throws -> Bool {
        guard case .member("path", let arguments) = value, let element = elements[name] else { return false }
        var figures: [Value] = []
        if case .array(let existing)? = arguments.first { figures = existing }
        let added = try element(i, args, range)
        if case .array(let several) = added { figures += several } else { figures.append(added) }
        if figures.count > maxElements { figures.removeLast(figures.count - maxElements) }
        value = .member(name: "path", arguments: [.array(figures)])
        return true
    }

    /// At most this many elements are kept: a loop adding figures cannot grow the path without bound.
    static let maxElements = 4_096

    static func add(_ element: Value, to path: ClassInstance, _ i: Interpreter, at range: SourceRange) throws {
        guard case .array(var elements)? = path["elements"] else { return }
        if case .array(let several) = element { elements += several } else { elements.append(element) }
        if elements.count > maxElements { elements.removeLast(elements.count - maxElements) }
        if let index = path.fields.firstIndex(where: { $0.name == "elements" }) { path.fields[index].value = .array(elements) }
    }

    static func point(_ value: Value?) -> [Value] {
        guard let value else { return [.double(0), .double(0)] }
        return [.double(CoreGraphicsTypes.number(value, "x")), .double(CoreGraphicsTypes.number(value, "y"))]
    }

    static func numbers(_ rect: Value?) -> [Value] {
        guard let rect else { return [.double(0), .double(0), .double(0), .double(0)] }
        return [CoreGraphicsTypes.number(rect, "origin", "x"), CoreGraphicsTypes.number(rect, "origin", "y"),
                CoreGraphicsTypes.number(rect, "size", "width"), CoreGraphicsTypes.number(rect, "size", "height")].map { .double($0) }
    }

    /// The elements a `.member("path", …)` value holds, for drawing.
    /// The drawing of a path value's arguments (`.member("path", arguments)`): its elements, outlined where
    /// `strokedPath(_:)` made it; nil when they hold no elements.
    static func drawing(path arguments: [Value]) -> PathDrawing? {
        guard case .array(let elements)? = arguments.first else { return nil }
        var drawing = drawing(elements)
        if arguments.count > 1, case .member(PathElements.outlineMarker, _) = arguments[1] { drawing.outlined = true }
        return drawing
    }

    static func drawing(_ elements: [Value]) -> PathDrawing {
        PathDrawing(elements.compactMap { element -> PathDrawing.Element? in
            guard case .member(let name, let arguments) = element else { return nil }
            let n = arguments.map { $0.number ?? 0 }
            func at(_ index: Int) -> Double { index < n.count ? n[index] : 0 }
            switch name {
            case "move": return .move(x: at(0), y: at(1))
            case "line": return .line(x: at(0), y: at(1))
            case "curve": return .curve(x: at(0), y: at(1), controls: Array(n.dropFirst(2)))
            case "rect": return .rect(x: at(0), y: at(1), width: at(2), height: at(3))
            case "ellipse": return .ellipse(x: at(0), y: at(1), width: at(2), height: at(3))
            case "arc":
                var clockwise = false
                if arguments.count > 5, case .bool(let flag) = arguments[5] { clockwise = flag }
                return .arc(centerX: at(0), centerY: at(1), radius: at(2), start: at(3), end: at(4), clockwise: clockwise)
            case "close": return .close
            default: return nil
            }
        })
    }
}
