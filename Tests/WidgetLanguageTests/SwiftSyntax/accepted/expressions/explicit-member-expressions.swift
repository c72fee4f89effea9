struct Pt { var x = 0; func moved(by d: Int, and e: Int) -> Pt { self } }
func members(_ p: Pt) {
    let f = p.moved(by:and:)
    let g = Pt.moved(by:and:)
    let h = p.moved
    let tupleMember = (a: 1, b: 2).b
    _ = (f, g, h, tupleMember)
}
