/// `.background(color)`: fills the view's frame behind it (a gradient cell by cell in 24-bit colour).
final class BackgroundBox: WrapperBox {
    let style: ColorStyle

    init(_ child: LayoutBox, style: ColorStyle) {
        self.style = style
        super.init(child)
    }

    override var kindName: String { "background" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize { child.size(for: proposal) }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        context.canvas.fillBackground(rect, style: style, drawsGradients: context.drawsGradients, clip: context.clip)
        child.place(in: rect, &context)
    }
}

/// `.clipShape(...)`: nothing inside is drawn outside the view's frame.
/// Text and boxes clip to the frame; an image's pixels clip to the shape
/// itself (the cells outside it keep what is under them).
final class ClipBox: WrapperBox {
    let shape: ClipShape

    init(_ child: LayoutBox, shape: ClipShape) {
        self.shape = shape
        super.init(child)
    }

    override var kindName: String { "clipShape" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize { child.size(for: proposal) }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let saved = context.clip, savedShape = context.shape
        context.clip = saved.intersection(rect)
        context.shape = ShapeMask(shape: shape, frame: rect)
        child.place(in: rect, &context)
        context.clip = saved
        context.shape = savedShape
    }
}

/// `Link` and `.widgetURL(...)`: the view's cells carry a hyperlink
/// (OSC 8 in ANSI output).
final class LinkBox: WrapperBox {
    let url: String
    /// `.widgetURL(...)` rather than a `Link`.
    let isWidgetURL: Bool

    init(_ child: LayoutBox, url: String, isWidgetURL: Bool = false) {
        self.url = url
        self.isWidgetURL = isWidgetURL
        super.init(child)
    }

    override var kindName: String { "link" }
    override var recordDetail: String? { url }

    override func computeSize(_ proposal: ProposedSize) -> CellSize { child.size(for: proposal) }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let saved = context.link
        context.link = context.canvas.linkNumber(for: url)
        context.links.append(RenderedLink(url: url, frame: rect.intersection(context.clip), isWidgetURL: isWidgetURL))
        child.place(in: rect, &context)
        context.link = saved
    }
}

/// `Button` (and a `Toggle` with an intent): draws its label and reports
/// its frame, so buttons can be numbered 1…n in reading order.
final class ButtonBox: WrapperBox {
    let action: ButtonAction

    init(_ child: LayoutBox, action: ButtonAction) {
        self.action = action
        super.init(child)
    }

    override var kindName: String { "button" }
    override var recordDetail: String? { action.intent }

    override func computeSize(_ proposal: ProposedSize) -> CellSize { child.size(for: proposal) }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        context.buttons.append(PlacedButton(action: action, frame: rect))
        child.place(in: rect, &context)
    }
}

/// `ViewThatFits`: the first child whose ideal size fits the proposal on
/// the given axes; the last child when none does.
final class ViewThatFitsBox: LayoutBox {
    let axes: Axis.Set
    let children: [LayoutBox]

    init(axes: Axis.Set, children: [LayoutBox]) {
        self.axes = axes
        self.children = children
    }

    override var kindName: String { "viewThatFits" }

    private func choice(_ proposal: ProposedSize) -> LayoutBox? {
        for child in children.dropLast() {
            let ideal = child.size(for: ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                                                     height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (proposal.width ?? ProposedSize.infinity)
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (proposal.height ?? ProposedSize.infinity)
            if fitsWidth && fitsHeight { return child }
        }
        return children.last
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        choice(proposal)?.size(for: proposal) ?? .zero
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let proposal = ProposedSize(width: rect.width, height: rect.height)
        guard let chosen = choice(proposal) else { return }
        chosen.place(in: rect.aligned(chosen.size(for: proposal), .center), &context)
    }
}
