struct PqTemp {
    var celsius: Double = 0 {
        willSet { PqTemp.log.append("will \(newValue)") }
        didSet { PqTemp.log.append("did \(oldValue)->\(celsius)") }
    }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    static var log: [String] = []
}
struct PqGrid {
    var cells: [Int]
    let width: Int
    subscript(x: Int, y: Int) -> Int {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }
}
final class PqCounter {
    static var made = 0
    let id: Int
    init() { PqCounter.made += 1; id = PqCounter.made }
}
func pqApply<T, U>(_ xs: [T], _ f: (T) -> U) -> [U] { xs.map(f) }
func pqMakeAdder(_ n: Int) -> (Int) -> Int { { $0 + n } }
func pqSwap<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
func pqCompose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
func run() {
    var t = PqTemp()
    t.celsius = 100
    t.fahrenheit = 32
    print(PqTemp.log, t.celsius, t.fahrenheit)
    var g = PqGrid(cells: Array(repeating: 0, count: 6), width: 3)
    g[1, 1] = 5
    g[2, 0] += 2
    print(g.cells, g[1, 1])
    _ = PqCounter(); let c2 = PqCounter()
    print(c2.id, PqCounter.made)
    print(pqApply([1, 2, 3]) { "\($0)!" }, pqMakeAdder(10)(5), [1, 2].map(pqMakeAdder(1)))
    var a = 1, b = 2
    pqSwap(&a, &b)
    var s1 = "x", s2 = "y"
    pqSwap(&s1, &s2)
    print(a, b, s1, s2)
    let f = pqCompose({ (x: Int) in x * 2 }, { "<\($0)>" })
    print(f(21))
    var counter = 0
    let inc = { counter += 1 }
    inc(); inc()
    print(counter)
    let byLength: (String, String) -> Bool = { $0.count < $1.count }
    print(["ccc", "a", "bb"].sorted(by: byLength))
    let kp = \PqGrid.width
    print(g[keyPath: kp], [PqGrid(cells: [], width: 4)].map(\.width))
    lazy var expensive = (1...4).map { $0 * $0 }
    print(expensive)
    let tuple = (name: "pq", size: 3)
    let (n, sz) = tuple
    print(tuple, n, sz, tuple.0)
    print(type(of: 3), type(of: "s"), type(of: [1.0]), type(of: tuple))
    print(Int.max, Int8.min, UInt8(200) &+ UInt8(100), 7 / 2, -7 / 2, -7 % 3, 7.0 / 2, 2 << 3, 0b1010 ^ 0b0110)
    print(Double.pi, 1.0 / 3.0, 1e20, 1.5e-7, Float(1) / 3, 100.0, Double(Int.max))
    print((0.1 + 0.2), (0.1 + 0.2 == 0.3), abs(-3), max(1, 5, 3), min(2.5, 1.5), (7.6).rounded(), (7.5).rounded(.down), Int(7.9))
}
