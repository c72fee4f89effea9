// `a ?? b` where `a` is a `T??` and `b` a `T?`: the result is a `T?` (Swift's `??(T?, T)` with `T` optional).
struct OpGeo: Equatable { var lat: Double }
struct OpCal {
    private var loc: OpGeo?
    init(loc: OpGeo? = nil) { self.loc = loc }
    mutating func update(location: OpGeo?? = Optional(nil)) { loc = location ?? loc }
    var text: String { loc.map { "\($0.lat)" } ?? "none" }
}
func run() {
    var c = OpCal(loc: OpGeo(lat: 1))
    c.update()
    print(c.text)
    c.update(location: .some(nil))
    print(c.text)
    c.update(location: OpGeo(lat: 2))
    print(c.text)
}
