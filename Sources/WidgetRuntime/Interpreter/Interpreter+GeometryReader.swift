import WidgetLanguage
import WidgetRender

/// The content closures of the `GeometryReader`s built so far, by id, until
/// layout tells the size each is offered.
struct GeometryReaderClosures {
    var pending: [Int: (closure: ClosureValue, range: SourceRange)] = [:]
    /// The widget's own `Shape`s placed so far: each value and its `path(in:)`, by id.
    var shapes: [Int: (value: Value, path: FunctionDecl, range: SourceRange)] = [:]
    /// The drawing closures of the `Canvas`es placed so far, by id (`SwiftUICanvas`).
    var canvases: [Int: (closure: ClosureValue, range: SourceRange)] = [:]
    var nextID = 0

    /// Whether nothing waits for its size.
    var isEmpty: Bool { pending.isEmpty && shapes.isEmpty && canvases.isEmpty }
}

extension Interpreter {
    /// `GeometryReader { proxy in … }`: a reader with no content yet; its closure waits for the size.
    func geometryReader(_ closure: ClosureValue, at range: SourceRange) -> ViewNode {
        let id = nextSizedViewID()
        geometryReaders.pending[id] = (closure, range)
        return ViewNode(.geometryReader(id: id, content: nil))
    }

    /// `Canvas { context, size in … }`: a canvas with nothing drawn yet; its closure waits for the size (`SwiftUICanvas`).
    func canvas(_ closure: ClosureValue, at range: SourceRange) -> ViewNode {
        let id = nextSizedViewID()
        geometryReaders.canvases[id] = (closure, range)
        return ViewNode(.geometryReader(id: id, content: nil))
    }

    /// The id of a view that waits for its size: a reader, a canvas, a shape of the widget's own.
    private func nextSizedViewID() -> Int {
        defer { geometryReaders.nextID += 1 }
        return geometryReaders.nextID
    }

    /// `ArrowUp()` where `struct ArrowUp: Shape { func path(in rect: CGRect) -> Path { … } }`: a shape
    /// with no figures yet; its `path(in:)` waits for the size it is placed at.
    func sizedShape(_ value: Value, path: FunctionDecl, at range: SourceRange) -> ViewNode {
        let id = nextSizedViewID()
        geometryReaders.shapes[id] = (value, path, range)
        var shape = ShapeView(.rectangle)
        shape.path = PathDrawing([])
        shape.sizedPathID = id
        return ViewNode(.shape(shape))
    }

    /// Lays the tree out to find the size each reader is offered, calls its
    /// closure with a proxy of that size in points, and again for readers the
    /// contents hold (at most 8 levels deep; deeper ones stay empty). Each shape
    /// of the widget's own gets the path its `path(in:)` gives for its frame, in points.
    func resolveGeometryReaders(_ root: ViewNode, family: WidgetFamily) throws -> ViewNode {
        var node = root
        var rounds = 0
        while !geometryReaders.isEmpty, rounds < 8 {
            rounds += 1
            let sizes = WidgetRenderer.geometryReaderSizes(node, family: family)
            let pending = geometryReaders.pending.sorted { $0.key < $1.key }
            let shapes = geometryReaders.shapes.sorted { $0.key < $1.key }
            let canvases = geometryReaders.canvases.sorted { $0.key < $1.key }
            geometryReaders.pending = [:]
            geometryReaders.shapes = [:]
            geometryReaders.canvases = [:]
            var contents: [Int: ViewNode] = [:]
            for (id, reader) in pending {
                // A reader that is not placed (an unused branch of a ViewThatFits) stays empty.
                guard let size = sizes[id] else { continue }
                let proxy = GeometryProxyValue.make(width: Double(size.width) * PointScale.pointsPerColumn,
                                                    height: Double(size.height) * PointScale.pointsPerRow)
                contents[id] = combine(try within(.view) { try callViewClosure(reader.closure, [proxy], at: reader.range) })
            }
            for (id, canvas) in canvases {
                guard let size = sizes[id] else { continue }
                contents[id] = try drawnCanvas(canvas.closure, width: Double(size.width) * PointScale.pointsPerColumn,
                                               height: Double(size.height) * PointScale.pointsPerRow, at: canvas.range)
            }
            var paths: [Int: PathDrawing] = [:]
            for (id, shape) in shapes {
                guard let size = sizes[id] else { continue }
                let rect = CoreGraphicsTypes.rect(0, 0, Double(size.width) * PointScale.pointsPerColumn, Double(size.height) * PointScale.pointsPerRow)
                let made = try callMember(shape.path, [CallArgument(label: shape.path.parameters.first?.label, value: rect, range: shape.range)],
                                          self: shape.value, at: shape.range).0
                paths[id] = try pathDrawing(made, at: shape.range)
            }
            node = node.fillingGeometryReaders(contents).fillingShapePaths(paths)
        }
        geometryReaders.pending = [:]
        geometryReaders.shapes = [:]
        geometryReaders.canvases = [:]
        return node
    }

    /// The figures of a `Path` value: `Path { … }`, a `var path = Path()` its calls changed, or a shape's own path.
    func pathDrawing(_ value: Value, at range: SourceRange) throws -> PathDrawing {
        switch value {
        case .member("path", let arguments):
            if let drawing = PathBuiltins.drawing(path: arguments) { return drawing }
        case .instance(let path) where path.type == PathBuiltins.typeName:
            if case .array(let elements)? = path["elements"] { return PathBuiltins.drawing(elements) }
        case .view(let node):
            if case .shape(let shape) = node.kind, let path = shape.path { return path }
        default: break
        }
        throw error("path(in:) gave \(typeName(of: value)), not a Path", range)
    }
}
