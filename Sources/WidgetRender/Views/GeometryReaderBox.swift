/// `GeometryReader { proxy in … }`: takes the whole size it is offered (one
/// cell when offered nothing, as SwiftUI's 10 pt) and places its content at
/// the top leading corner, offered that size. Placing it notes the size in
/// the draw context, so the runtime can make the content for it
/// (`WidgetRenderer.geometryReaderSizes`).
final class GeometryReaderBox: LayoutBox {
    let id: Int
    let content: LayoutBox?

    init(id: Int, content: LayoutBox?) {
        self.id = id
        self.content = content
    }

    override var kindName: String { "geometryReader" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        CellSize(width: max(0, min(proposal.width ?? 1, ProposedSize.infinity)),
                 height: max(0, min(proposal.height ?? 1, ProposedSize.infinity)))
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        context.geometrySizes[id] = CellSize(width: rect.width, height: rect.height)
        guard let content else { return }
        let size = content.size(for: ProposedSize(width: rect.width, height: rect.height))
        content.place(in: CellRect(x: rect.x, y: rect.y, width: size.width, height: size.height), &context)
    }
}

extension WidgetRenderer {
    /// The size in cells each `GeometryReader` of the tree is placed at, by its id,
    /// laid out as `render(_:family:)` would (readers not placed are missing).
    public static func geometryReaderSizes(_ root: ViewNode, family: WidgetFamily) -> [Int: CellSize] {
        var builder = BoxBuilder()
        guard let box = builder.build(root, LayoutEnvironment()) else { return [:] }
        var context = DrawContext(canvas: Canvas(width: family.size.width, height: family.size.height), recordsLayout: false)
        context.clip = family.interior
        let area = family.contentArea(marginsDisabled: builder.contentMarginsDisabled)
        let size = box.size(for: ProposedSize(width: area.width, height: area.height))
        box.place(in: area.aligned(CellSize(width: min(size.width, area.width), height: min(size.height, area.height)), .center), &context)
        return context.geometrySizes
    }
}

extension ViewNode {
    /// Whether the tree holds a `GeometryReader` (the runtime then lays it out twice).
    public var hasGeometryReader: Bool {
        var found = false
        visitChildren { child in if !found { found = child.hasGeometryReader } }
        if case .geometryReader = kind { return true }
        return found
    }

    /// The tree with each shape of the widget's own whose id is in `paths` given that path.
    public func fillingShapePaths(_ paths: [Int: PathDrawing]) -> ViewNode {
        if case .shape(var shape) = kind, let id = shape.sizedPathID, let path = paths[id] {
            var copy = self
            shape.path = path
            copy.kind = .shape(shape)
            return copy
        }
        return mapChildren { $0.fillingShapePaths(paths) }
    }

    /// The tree with each reader whose id is in `contents` given that content.
    public func fillingGeometryReaders(_ contents: [Int: ViewNode]) -> ViewNode {
        if case .geometryReader(let id, let content) = kind {
            var copy = self
            copy.kind = .geometryReader(id: id, content: contents[id] ?? content?.fillingGeometryReaders(contents))
            return copy
        }
        return mapChildren { $0.fillingGeometryReaders(contents) }
    }
}
