/// Turns a `ViewNode` tree into layout boxes: resolves the environment
/// (text styles flow down), converts points to cells, and wraps each view in
/// its layout modifiers, innermost first.
struct BoxBuilder {
    /// The style of the first `.containerBackground(...)` met (that fills cells).
    private(set) var containerBackground: ColorStyle?
    /// The first `.widgetURL(...)` met.
    private(set) var widgetURL: String?
    /// A `.contentMarginsDisabled` met: the widget's content takes its whole box.
    private(set) var contentMarginsDisabled = false

    mutating func build(_ node: ViewNode, _ inherited: LayoutEnvironment) -> LayoutBox? {
        var environment = inherited
        var hasLayoutModifiers = false
        for modifier in node.modifiers.reversed() where !environment.apply(modifier) {
            hasLayoutModifiers = true
        }
        guard var box = content(node.kind, environment) else { return nil }
        guard hasLayoutModifiers else { return box }
        for modifier in node.modifiers {
            switch modifier {
            case .padding(let edges, let length):
                box = PaddingBox(box, edges: edges, length: length)
            case .frame(let frame):
                box = frame.isFlexible ? FlexibleFrameBox(box, frame: frame) : FixedFrameBox(box, frame: frame)
            case .background(let style):
                box = BackgroundBox(box, style: style)
            case .overlay(let content, let alignment):
                // The text styles around the view reach what is drawn over it.
                if let over = build(content, environment) { box = OverlayBox(box, over, alignment: alignment) }
            case .clipShape(let shape):
                box = ClipBox(box, shape: shape)
            case .offset(let x, let y):
                box = OffsetBox(box, x: x, y: y)
            case .position(let x, let y):
                box = PositionBox(box, x: x, y: y)
            case .containerBackground(let style):
                if containerBackground == nil, style.backgroundColor != nil { containerBackground = style }
            case .contentMarginsDisabled:
                contentMarginsDisabled = true
            case .widgetURL(let url):
                if widgetURL == nil { widgetURL = url }
                box = LinkBox(box, url: url, isWidgetURL: true)
            default:
                continue
            }
        }
        return box
    }

    private mutating func content(_ kind: ViewKind, _ environment: LayoutEnvironment) -> LayoutBox? {
        switch kind {
        case .text(let text):
            if environment.redaction.isActive { return TextBox(environment.redaction.bars(text), environment: environment) }
            if environment.font?.wantsBigNumerals ?? false,
               let big = BigNumeralsBox(text, environment: environment) {
                return big
            }
            return TextBox(text, environment: environment)
        case .styledText(let runs):
            if environment.redaction.isActive { return TextBox(environment.redaction.bars(runs.map(\.text).joined()), environment: environment) }
            return TextBox(runs: runs, environment: environment)
        case .systemImage(let name):
            if environment.redaction.isActive { return TextBox(String(environment.redaction.mark), environment: environment) }
            return SymbolBox(systemName: name, environment: environment)
        case .imageData(let width, let height):
            return ImageDataBox(width: width, height: height, environment: environment)
        case .picture(let picture):
            return PictureBox(picture, environment: environment)
        case .label(let title, let icon):
            return row([icon, title], spacing: 1, environment)
        case .button(let action, let label):
            return button(action, label, environment)
        case .toggle(let isOn, let action, let label):
            return toggle(isOn, action, label, environment)
        case .link(let url, let label):
            var linked = environment
            if linked.foreground == nil { linked.foreground = .named(.blue) }
            guard let box = build(label, linked) else { return nil }
            return LinkBox(box, url: url)
        case .vStack(let alignment, let spacing, let children):
            return stack(.vertical, .horizontal(alignment), spacing, children, environment)
        case .hStack(let alignment, let spacing, let children):
            return stack(.horizontal, .vertical(alignment), spacing, children, environment)
        case .zStack(let alignment, let children):
            var inner = environment
            inner.stackAxis = nil
            return ZStackBox(alignment: alignment, children: children.compactMap { build($0, inner) })
        case .spacer(let minLength):
            let axis = environment.stackAxis
            let length = minLength ?? 8
            return SpacerBox(axis: axis, minLength: PointScale.cells(length, axis: axis ?? .horizontal))
        case .divider:
            return DividerBox(inStackAxis: environment.stackAxis, environment: environment)
        case .progress(let value, let total, let label):
            let fraction = value.map { total > 0 ? $0 / total : 0 }
            return bar(fraction, label, environment)
        case .gauge(let gauge):
            return self.gauge(gauge, environment)
        case .shape(let shape):
            return ShapeBox(shape, environment: environment)
        case .viewThatFits(let axes, let children):
            return ViewThatFitsBox(axes: axes, children: children.compactMap { build($0, environment) })
        case .geometryReader(let id, let content):
            var inner = environment
            inner.stackAxis = nil
            return GeometryReaderBox(id: id, content: content.flatMap { build($0, inner) })
        case .grid(let grid):
            return self.grid(grid, environment)
        case .customLayout(let layout):
            var inner = environment
            inner.stackAxis = nil
            return CustomLayoutBox(arranger: layout.arranger, children: layout.children.compactMap { build($0, inner) })
        case .gridRow(let alignment, let children):
            return stack(.horizontal, .vertical(alignment ?? .center), nil, children, environment)
        case .chart(let chart):
            return ChartBox(chart, environment: environment)
        case .chartMark, .empty:
            return nil
        }
    }

    private mutating func stack(_ axis: Axis, _ alignment: StackBox.CrossAlignment, _ spacing: Double?,
                                _ children: [ViewNode], _ environment: LayoutEnvironment) -> LayoutBox {
        var inner = environment
        inner.stackAxis = axis
        // SwiftUI's default spacing is 8 pt: one column, no blank row.
        let cells = spacing.map { PointScale.cells($0, axis: axis) } ?? (axis == .horizontal ? 1 : 0)
        return StackBox(axis: axis, alignment: alignment, spacing: cells,
                        children: children.compactMap { build($0, inner) })
    }

    private mutating func row(_ nodes: [ViewNode], spacing: Int, _ environment: LayoutEnvironment) -> LayoutBox {
        var inner = environment
        inner.stackAxis = .horizontal
        return StackBox(axis: .horizontal, alignment: .vertical(.center), spacing: spacing,
                        children: nodes.compactMap { build($0, inner) })
    }

    private mutating func button(_ action: ButtonAction, _ label: ViewNode,
                                 _ environment: LayoutEnvironment) -> LayoutBox {
        var inner = environment
        let box: LayoutBox
        switch environment.buttonStyle {
        case .bordered:
            let open = TextBox("[", environment: environment), close = TextBox("]", environment: environment)
            let labelBox = build(label, inner) ?? TextBox("", environment: inner)
            box = StackBox(axis: .horizontal, alignment: .vertical(.center), spacing: 0,
                           children: [open, labelBox, close])
        case .borderedProminent:
            inner.inverse = true
            let labelBox = build(label, inner) ?? TextBox("", environment: inner)
            box = BackgroundBox(PaddingBox(labelBox, edges: .horizontal, length: 8), style: .clear)
        case .automatic, .plain, .borderless:
            box = build(label, inner) ?? TextBox("", environment: inner)
        }
        return ButtonBox(box, action: action)
    }

    private mutating func toggle(_ isOn: Bool, _ action: ButtonAction?, _ label: ViewNode,
                                 _ environment: LayoutEnvironment) -> LayoutBox {
        var knob = environment
        if isOn, knob.foreground == nil { knob.foreground = .named(.green) }
        let switchBox = TextBox(isOn ? "━●" : "○━", environment: knob)
        var inner = environment
        inner.stackAxis = .horizontal
        var children: [LayoutBox] = []
        if let labelBox = build(label, inner) { children.append(labelBox) }
        children.append(SpacerBox(axis: .horizontal, minLength: 1))
        children.append(switchBox)
        let box = StackBox(axis: .horizontal, alignment: .vertical(.center), spacing: 0, children: children)
        guard let action else { return box }
        return ButtonBox(box, action: action)
    }

    private mutating func bar(_ fraction: Double?, _ label: ViewNode?,
                              _ environment: LayoutEnvironment) -> LayoutBox {
        let barBox = ProgressBox(fraction: fraction, environment: environment)
        guard let label, let labelBox = build(label, environment) else { return barBox }
        return StackBox(axis: .vertical, alignment: .horizontal(.leading), spacing: 0, children: [labelBox, barBox])
    }
}
