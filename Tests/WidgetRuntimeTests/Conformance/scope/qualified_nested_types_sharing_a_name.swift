enum QualDirection { case inbound, outbound }

enum QualGMB {
    struct Route {
        struct Variant {
            enum QualDirection: Int { case inbound = 1, outbound = 2 }
            let direction: QualDirection
        }
        let variants: [Variant]
    }
}

enum QualKMB {
    enum QualDirection: String { case i = "I", o = "O" }
}

extension QualDirection {
    static func from(_ direction: QualGMB.Route.Variant.QualDirection) -> QualDirection {
        switch direction {
        case .inbound: return .inbound
        case .outbound: return .outbound
        }
    }
    static func from(_ direction: QualKMB.QualDirection) -> QualDirection { direction == .i ? .inbound : .outbound }
}

func run() {
    let route = QualGMB.Route(variants: [.init(direction: .outbound), .init(direction: .inbound)])
    print(route.variants.map { "\(QualDirection.from($0.direction))" })
    print(QualDirection.from(QualKMB.QualDirection.i), QualGMB.Route.Variant.QualDirection.outbound.rawValue)
}
