class Modifiers {
    final var f = 0
    lazy var l = 0
    weak var w: Modifiers?
    unowned var u: Modifiers
    unowned(unsafe) var uu: Modifiers
    dynamic var d = 0
    static var s = 0
    class var c: Int { 0 }
    required init() { u = Modifiers.placeholder; uu = u }
    static let placeholder = Modifiers()
    optional var never: Int?
    override var description: String { "" }
    nonisolated func n() {}
}
