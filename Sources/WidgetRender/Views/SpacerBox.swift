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
            for y in rect.y..<max(rect.y, min(rect.maxY, context.canvas.height)) {
                context.write("│", x: rect.x, y: y, style: style)
            }
        } else {
            let width = max(0, min(rect.width, context.canvas.width))
            context.write(String(repeating: "─", count: width), x: rect.x, y: rect.y, style: style)
        }
    }
}
