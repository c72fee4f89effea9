protocol PqShape {
    var area: Double { get }
    func describe() -> String
}
extension PqShape {
    func describe() -> String { "shape with area \(area)" }
}
struct PqSquare: PqShape {
    var side: Double
    var area: Double { side * side }
}
struct PqCircle: PqShape {
    var r: Double
    var area: Double { 3.0 * r * r }
    func describe() -> String { "circle r=\(r)" }
}
class PqAnimal {
    let name: String
    init(name: String) { self.name = name }
    func sound() -> String { "..." }
    var summary: String { "\(name) says \(sound())" }
}
final class PqDog: PqAnimal {
    override func sound() -> String { "woof" }
}
enum PqOp: String, CaseIterable {
    case add = "+", sub = "-", mul = "*"
    func apply(_ a: Int, _ b: Int) -> Int {
        switch self {
        case .add: return a + b
        case .sub: return a - b
        case .mul: return a * b
        }
    }
}
struct PqStack<Element> {
    private var items: [Element] = []
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}
extension PqStack where Element: Numeric {
    var total: Element { items.reduce(0, +) }
}
func run() {
    let shapes: [any PqShape] = [PqSquare(side: 2), PqCircle(r: 1)]
    for s in shapes { print(s.describe(), s.area) }
    let animals: [PqAnimal] = [PqAnimal(name: "cat"), PqDog(name: "rex")]
    print(animals.map(\.summary))
    print(PqOp.allCases.map { "\($0.rawValue)\($0.apply(6, 3))" }, PqOp(rawValue: "*") ?? .add, PqOp.allCases.count)
    var st = PqStack<Int>()
    st.push(3); st.push(4)
    print(st.total, st.top ?? 0, st.pop() ?? 0, st.isEmpty)
    var names = PqStack<String>()
    names.push("x")
    print(names.top as Any, names.pop() as Any, names.pop() as Any)
    let value: Int? = 5
    print(value.map { $0 * 2 } as Any, value.flatMap { $0 > 3 ? "big" : nil } as Any, value ?? 0)
    if case let v? = value, v > 2 { print("matched", v) }
    let point = (3, -2)
    switch point {
    case (0, 0): print("origin")
    case (let x, 0): print("x axis", x)
    case (let x, let y) where x > 0 && y < 0: print("fourth", x, y)
    default: print("other")
    }
    let grade = 83
    switch grade {
    case 90...: print("A")
    case 80..<90: print("B")
    default: print("C")
    }
}
