struct Shelf { struct B { let x: Int }; enum K { case one, two(Int) } }
struct Drawer { struct B { let y: String } }
struct Cupboard { struct Only { let z: Int } }
func run() {
    print(Shelf.B(x: 1), Drawer.B(y: "s"), Cupboard.Only(z: 2))
    print([Shelf.B(x: 1)], [Drawer.B(y: "s")], [Cupboard.Only(z: 2)])
    print(Shelf.K.one, Shelf.K.two(3), [Shelf.K.two(4)])
    print(String(describing: Shelf.B.self), String(reflecting: Shelf.B.self), type(of: Drawer.B(y: "")))
    print("\(Cupboard.Only.self) \(Shelf.K.self)")
    debugPrint(Shelf.B(x: 1))
    let o: Shelf.B? = Shelf.B(x: 5)
    print(o as Any)
}
