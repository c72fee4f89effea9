import WidgetLanguage
import WidgetRender

/// The content closures of the `GeometryReader`s built so far, by id, until
/// layout tells the size each is offered.
struct GeometryReaderClosures {
    var pending: [Int: (closure: ClosureValue, range: SourceRange)] = [:]
    var nextID = 0
}

extension Interpreter {
    /// `GeometryReader { proxy in … }`: a reader with no content yet; its closure waits for the size.
    func geometryReader(_ closure: ClosureValue, at range: SourceRange) -> ViewNode {
        let id = geometryReaders.nextID
        geometryReaders.nextID += 1
        geometryReaders.pending[id] = (closure, range)
        return ViewNode(.geometryReader(id: id, content: nil))
    }

    /// Lays the tree out to find the size each reader is offered, calls its
    /// closure with a proxy of that size in points, and again for readers the
    /// contents hold (at most 8 levels deep; deeper ones stay empty).
    func resolveGeometryReaders(_ root: ViewNode, family: WidgetFamily) throws -> ViewNode {
        var node = root
        var rounds = 0
        while !geometryReaders.pending.isEmpty, rounds < 8 {
            rounds += 1
            let sizes = WidgetRenderer.geometryReaderSizes(node, family: family)
            let pending = geometryReaders.pending.sorted { $0.key < $1.key }
            geometryReaders.pending = [:]
            var contents: [Int: ViewNode] = [:]
            for (id, reader) in pending {
                // A reader that is not placed (an unused branch of a ViewThatFits) stays empty.
                guard let size = sizes[id] else { continue }
                let proxy = GeometryProxyValue.make(width: Double(size.width) * PointScale.pointsPerColumn,
                                                    height: Double(size.height) * PointScale.pointsPerRow)
                contents[id] = combine(try within(.view) { try callViewClosure(reader.closure, [proxy], at: reader.range) })
            }
            node = node.fillingGeometryReaders(contents)
        }
        geometryReaders.pending = [:]
        return node
    }
}
