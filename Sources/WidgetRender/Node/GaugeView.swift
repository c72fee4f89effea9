/// `Gauge(value:in:) { label } currentValueLabel: { … } minimumValueLabel: { … } maximumValueLabel: { … }`.
public struct GaugeView: Sendable, Hashable {
    public var value: Double
    public var minimum: Double
    public var maximum: Double
    public var label: ViewNode?
    public var currentValueLabel: ViewNode?
    public var minimumValueLabel: ViewNode?
    public var maximumValueLabel: ViewNode?

    public init(value: Double, minimum: Double = 0, maximum: Double = 1, label: ViewNode? = nil,
                currentValueLabel: ViewNode? = nil, minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil) {
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// Where the value lies between the bounds, 0…1.
    var fraction: Double {
        let span = maximum - minimum
        guard span > 0, span.isFinite, value.isFinite else { return 0 }
        return min(1, max(0, (value - minimum) / span))
    }

    /// Every label given, for walking the tree.
    var labels: [ViewNode] { [label, currentValueLabel, minimumValueLabel, maximumValueLabel].compactMap { $0 } }
}

/// `.gaugeStyle(...)`: flows down to every gauge inside, like SwiftUI's.
public enum GaugeStyle: String, Sendable, Hashable, CaseIterable {
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}
