/// Walking and rewriting a view tree's children, whatever kind of view holds them.
extension ViewNode {
    /// Calls `body` with each direct child view.
    public func visitChildren(_ body: (ViewNode) -> Void) {
        switch kind {
        case .label(let title, let icon): body(icon); body(title)
        case .button(_, let label), .toggle(_, _, let label), .link(_, let label): body(label)
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children),
             .viewThatFits(_, let children), .gridRow(_, let children):
            children.forEach(body)
        case .grid(let grid): grid.children.forEach(body)
        case .customLayout(let layout): layout.children.forEach(body)
        case .progress(_, _, let label?): body(label)
        case .gauge(let gauge): gauge.labels.forEach(body)
        case .geometryReader(_, let content?): body(content)
        default: break
        }
    }

    /// This node with `transform` applied to each direct child view.
    public func mapChildren(_ transform: (ViewNode) -> ViewNode) -> ViewNode {
        var copy = self
        switch kind {
        case .label(let title, let icon): copy.kind = .label(title: transform(title), icon: transform(icon))
        case .button(let action, let label): copy.kind = .button(action: action, label: transform(label))
        case .toggle(let isOn, let action, let label): copy.kind = .toggle(isOn: isOn, action: action, label: transform(label))
        case .link(let url, let label): copy.kind = .link(url: url, label: transform(label))
        case .vStack(let alignment, let spacing, let children):
            copy.kind = .vStack(alignment: alignment, spacing: spacing, children: children.map(transform))
        case .hStack(let alignment, let spacing, let children):
            copy.kind = .hStack(alignment: alignment, spacing: spacing, children: children.map(transform))
        case .zStack(let alignment, let children): copy.kind = .zStack(alignment: alignment, children: children.map(transform))
        case .viewThatFits(let axes, let children): copy.kind = .viewThatFits(axes: axes, children: children.map(transform))
        case .gridRow(let alignment, let children): copy.kind = .gridRow(alignment: alignment, children: children.map(transform))
        case .grid(var grid):
            grid.children = grid.children.map(transform)
            copy.kind = .grid(grid)
        case .customLayout(var layout):
            layout.children = layout.children.map(transform)
            copy.kind = .customLayout(layout)
        case .progress(let value, let total, let label?): copy.kind = .progress(value: value, total: total, label: transform(label))
        case .gauge(var gauge):
            gauge.label = gauge.label.map(transform)
            gauge.currentValueLabel = gauge.currentValueLabel.map(transform)
            gauge.minimumValueLabel = gauge.minimumValueLabel.map(transform)
            gauge.maximumValueLabel = gauge.maximumValueLabel.map(transform)
            copy.kind = .gauge(gauge)
        case .geometryReader(let id, let content?): copy.kind = .geometryReader(id: id, content: transform(content))
        default: break
        }
        return copy
    }
}
