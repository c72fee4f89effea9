class Gauge {
    class var kind: String { "gauge" }
    class func makeDefault() -> Gauge { Gauge(label: "default") }
    class func describe(_ label: String) -> String { "\(kind)(\(label))" }
    let label: String
    init(label: String) { self.label = label }
}

class RingGauge: Gauge {
    override class var kind: String { "ring:" + super.kind }
    override class func makeDefault() -> Gauge { RingGauge(label: "ring-" + super.makeDefault().label) }
    override class func describe(_ label: String) -> String { "◯ " + super.describe(label) }
}

final class ThinRingGauge: RingGauge {
    override class var kind: String { "thin-" + super.kind }
}

func run() {
    print(Gauge.kind, RingGauge.kind, ThinRingGauge.kind)
    print(RingGauge.makeDefault().label, ThinRingGauge.makeDefault().label)
    print(Gauge.describe("a"), RingGauge.describe("b"), ThinRingGauge.describe("c"))
}
