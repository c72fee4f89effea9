/// `Gauge`: a bar (the linear styles) or a small ring (the circular ones), with its labels.
extension BoxBuilder {
    mutating func gauge(_ gauge: GaugeView, _ environment: LayoutEnvironment) -> LayoutBox {
        var inner = environment
        inner.stackAxis = .horizontal
        func box(_ node: ViewNode?) -> LayoutBox? { node.flatMap { build($0, inner) } }
        switch environment.gaugeStyle {
        case .accessoryCircular, .accessoryCircularCapacity:
            let capacity = environment.gaugeStyle == .accessoryCircularCapacity
            return GaugeRingBox(fraction: gauge.fraction, capacity: capacity, environment: environment,
                                inside: box(gauge.currentValueLabel ?? gauge.label),
                                minimum: capacity ? nil : box(gauge.minimumValueLabel),
                                maximum: capacity ? nil : box(gauge.maximumValueLabel))
        case .automatic, .linearCapacity, .accessoryLinear, .accessoryLinearCapacity:
            var rows: [LayoutBox] = []
            let top = [box(gauge.label), box(gauge.currentValueLabel)]
            if top.contains(where: { $0 != nil }) {
                var children: [LayoutBox] = []
                if let label = top[0] { children.append(label) }
                children.append(SpacerBox(axis: .horizontal, minLength: 0))
                if let current = top[1] { children.append(current) }
                rows.append(StackBox(axis: .horizontal, alignment: .vertical(.center), spacing: 1, children: children))
            }
            let bar = ProgressBox(fraction: gauge.fraction, environment: environment, marker: environment.gaugeStyle == .accessoryLinear)
            rows.append(StackBox(axis: .horizontal, alignment: .vertical(.center), spacing: 1,
                                 children: [box(gauge.minimumValueLabel), bar, box(gauge.maximumValueLabel)].compactMap { $0 }))
            return StackBox(axis: .vertical, alignment: .horizontal(.leading), spacing: 0, children: rows)
        }
    }
}

/// A circular gauge: a ring 7 columns by 4 rows (a 7 × 8 pixel circle) with
/// the value label inside. `.accessoryCircular` is an open arc with its gap
/// at the bottom, where the minimum and maximum labels sit; the capacity
/// style is a whole ring filled clockwise from 12 o'clock.
final class GaugeRingBox: LayoutBox {
    static let size = CellSize(width: 7, height: 4)
    let track: ShapeBox
    let arc: ShapeBox
    let inside: LayoutBox?
    let minimum: LayoutBox?
    let maximum: LayoutBox?

    init(fraction: Double, capacity: Bool, environment: LayoutEnvironment, inside: LayoutBox?, minimum: LayoutBox?, maximum: LayoutBox?) {
        // The open arc spans three quarters, starting at half past seven.
        let start = capacity ? 0 : 0.625, span = capacity ? 1 : 0.75
        track = ShapeBox(ShapeView(.circle, paint: .stroke(lineWidth: 8), color: .tertiary, trimTo: span, rotation: start),
                         environment: environment)
        arc = ShapeBox(ShapeView(.circle, paint: .stroke(lineWidth: 8), trimTo: span * fraction, rotation: start),
                       environment: environment)
        self.inside = inside
        self.minimum = minimum
        self.maximum = maximum
    }

    override var kindName: String { "gauge" }

    override func computeSize(_ proposal: ProposedSize) -> CellSize { GaugeRingBox.size }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let ring = rect.aligned(GaugeRingBox.size, .center)
        track.place(in: ring, &context)
        arc.place(in: ring, &context)
        let room = ProposedSize(width: ring.width - 2, height: 1)
        if let inside {
            let size = inside.size(for: room)
            inside.place(in: CellRect(x: ring.x + (ring.width - size.width) / 2, y: ring.y + 1, width: size.width, height: 1), &context)
        }
        let corner = ProposedSize(width: 2, height: 1)
        if let minimum {
            let size = minimum.size(for: corner)
            minimum.place(in: CellRect(x: ring.x + 1, y: ring.maxY - 1, width: size.width, height: 1), &context)
        }
        if let maximum {
            let size = maximum.size(for: corner)
            maximum.place(in: CellRect(x: ring.maxX - 1 - size.width, y: ring.maxY - 1, width: size.width, height: 1), &context)
        }
    }
}
