enum PrSelfKind: String { case openItems, closed }
struct PrSelfWidget {
    static let widgetKind = PrSelfKind.openItems
    let kind = Self.widgetKind.rawValue
    var count = Self.start * 2
    static var start: Int { 21 }
    static func make() -> Self { Self() }
}
final class PrSelfBox {
    static let label = "box"
    let name = PrSelfBox.label + "!"
    init() {}
}
func run() {
    let w = PrSelfWidget()
    print(w.kind, w.count, PrSelfWidget.make().kind)
    let b = PrSelfBox()
    print(b.name)
}
