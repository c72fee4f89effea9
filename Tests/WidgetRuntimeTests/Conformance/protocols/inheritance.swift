protocol ProtoNamed { var name: String { get } }
protocol ProtoTitled: ProtoNamed { var title: String { get } }

extension ProtoTitled {
    var fullName: String { "\(title) \(name)" }
}

struct ProtoDoctor: ProtoTitled {
    var name: String
    var title: String { "Dr." }
}

func protoNames(_ items: [any ProtoNamed]) -> String {
    items.map { $0.name }.joined(separator: ", ")
}

func run() {
    let doctor = ProtoDoctor(name: "Who")
    print(doctor.fullName)
    print(protoNames([doctor, ProtoDoctor(name: "Strange")]))
    let named: any ProtoNamed = doctor
    print(named is ProtoTitled, (named as? ProtoTitled)?.title ?? "none")
}
