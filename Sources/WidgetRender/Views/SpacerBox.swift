/// `Spacer`: as long as it is offered along its stack's axis (at least
/// `minLength`), nothing across it; flexible both ways outside a stack.
/// Spacers have a lower layout priority than other views, so a stack gives
/// them only what the other children leave.
final class SpacerBox: LayoutBox {
    let axis: Axis?
    let minLength: Int

    init(axis: Axis?, minLength: Int) {
        self.axis = axis
        self.minLength = minLength
    }

    override var layoutPriority: Int { -1 }
    override var kindName: String { "spacer" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        switch axis {
        case .horizontal?:
            return CellSize(width: max(minLength, proposal.width ?? minLength), height: 0)
        case .vertical?:
            return CellSize(width: 0, height: max(minLength, proposal.height ?? minLength))
        case nil:
            return CellSize(width: max(minLength, proposal.width ?? minLength),
                            height: max(minLength, proposal.height ?? minLength))
        }
    }
}

/// `Divider`: a line across its stack — `─` in a `VStack` (and outside
/// stacks), `│` in an `HStack`. It takes the length it is offered.
final class DividerBox: LayoutBox {
    let vertical: Bool
    let style: CellStyle

    init(inStackAxis axis: Axis?, environment: LayoutEnvironment) {
        vertical = axis == .horizontal
        var style = environment.cellStyle
        if environment.foreground == nil { style.attributes.insert(.faint) }
        self.style = style
    }

    override var kindName: String { "divider" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        vertical ? CellSize(width: 1, height: proposal.height ?? 1)
                 : CellSize(width: proposal.width ?? 1, height: 1)
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        if vertical {
            let count = min(rect.height, context.canvas.height)
            context.repeatScalar("│", count: count, x: rect.x, y: rect.y, vertical: true, style: style)
        } else {
            let count = min(rect.width, context.canvas.width)
            context.repeatScalar("─", count: count, x: rect.x, y: rect.y, vertical: false, style: style)
        }
    }
}
