func outer() -> Int {
    struct Local { var v: Int }
    enum Mode { case a, b }
    class Ref { var n = 0 }
    func helper(_ x: Int) -> Int { x * 2 }
    typealias Pair = (Int, Int)
    let p: Pair = (1, 2)
    let mode = Mode.a
    let r = Ref()
    r.n = helper(Local(v: p.0).v)
    return mode == .a ? r.n : 0
}
