protocol ProtoMakeable {
    static func make() -> Self
    static var kindName: String { get }
}

struct ProtoWidget: ProtoMakeable {
    var size = 1
    static func make() -> ProtoWidget { ProtoWidget(size: 42) }
    static var kindName: String { "widget" }
}

struct ProtoGadget: ProtoMakeable {
    var label = "g"
    static func make() -> ProtoGadget { ProtoGadget(label: "made") }
    static var kindName: String { "gadget" }
}

func protoBuild<T: ProtoMakeable>(_ type: T.Type) -> T { T.make() }

func run() {
    print(protoBuild(ProtoWidget.self).size)
    print(protoBuild(ProtoGadget.self).label)
    print(ProtoWidget.kindName, ProtoGadget.kindName)
}
