struct PqPoint: Hashable { var x: Int; var y: Int }
enum PqShape2: Equatable {
    case dot
    case line(from: PqPoint, to: PqPoint)
    case poly([PqPoint])
}
indirect enum PqExpr {
    case num(Int)
    case add(PqExpr, PqExpr)
    case mul(PqExpr, PqExpr)
    var value: Int {
        switch self {
        case .num(let n): return n
        case .add(let a, let b): return a.value + b.value
        case .mul(let a, let b): return a.value * b.value
        }
    }
}
final class PqNode {
    var value: Int
    weak var parent: PqNode?
    var children: [PqNode] = []
    init(_ v: Int) { value = v }
    func add(_ c: PqNode) { c.parent = self; children.append(c) }
}
extension Int {
    var squared: Int { self * self }
    func times(_ f: () -> Void) { for _ in 0..<self { f() } }
}
func pqSum(_ xs: Int..., scale: Int = 1) -> Int { xs.reduce(0, +) * scale }
@discardableResult func pqNoisy() -> Int { 42 }
func pqMinMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard let first = xs.first else { return nil }
    return xs.dropFirst().reduce((first, first)) { (min($0.0, $1), max($0.1, $1)) }
}
func run() {
    let p = PqPoint(x: 1, y: 2)
    let s: PqShape2 = .line(from: p, to: PqPoint(x: 3, y: 4))
    print(p, s, PqShape2.dot, Optional(p) as Any, [p, p])
    print(s == .line(from: PqPoint(x: 1, y: 2), to: PqPoint(x: 3, y: 4)), s == .dot, PqShape2.poly([p]))
    let e = PqExpr.add(.num(2), .mul(.num(3), .num(4)))
    print(e.value)
    var pts = [PqPoint(x: 0, y: 0), PqPoint(x: 5, y: 5)]
    pts[0].x += 10
    var copy = pts
    copy[1].y = -1
    print(pts, copy)
    let root = PqNode(1), kid = PqNode(2)
    root.add(kid)
    kid.value = 20
    print(root.children[0].value, kid.parent?.value ?? -1, root.parent == nil)
    var groups: [String: [Int]] = [:]
    for n in 1...6 { groups[n % 2 == 0 ? "even" : "odd", default: []].append(n) }
    print(groups["even"]!, groups["odd"]!, groups["none"] ?? [])
    print(7.squared, pqSum(1, 2, 3), pqSum(4, scale: 3), pqMinMax([3, 9, 1])!, pqMinMax([]) as Any)
    var hits = 0
    3.times { hits += 1 }
    pqNoisy()
    print(hits, pqMinMax([5])!.max)
    var stack = [1, 2, 3]
    while let top = stack.popLast() { print(top, terminator: " ") }
    print()
    var k = 0
    repeat { k += 3 } while k < 10
    print(k)
    for i in 1...10 where i % 4 == 0 { print(i, terminator: ",") }
    print()
    let c: Character = "c"
    print(("a"..."e").contains(c), ("a"..<"c").contains(c), c.isLowercase, Character("A").lowercased())
    switch 5 {
    case 5: print("five"); fallthrough
    case 6: print("six (fell)")
    default: print("default")
    }
    let opt: [Int?] = [1, nil, 3]
    print(opt, opt.compactMap { $0 }, opt.map { $0 ?? 0 })
    let closures = (1...3).map { i in { i * 10 } }
    print(closures.map { $0() })
    let set: Set<PqPoint> = [p, p, PqPoint(x: 2, y: 2)]
    print(set.count, set.contains(PqPoint(x: 2, y: 2)))
}
