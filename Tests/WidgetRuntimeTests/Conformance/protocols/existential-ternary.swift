// A conditional expression whose branches are two types conforming to a protocol, where an existential of it goes:
// a function's result, a typed constant, an array element.
protocol EtShape { func area() -> Double; var name: String { get } }
struct EtSquare: EtShape { let side: Double; func area() -> Double { side * side }; var name: String { "square" } }
struct EtCircle: EtShape { let r: Double; func area() -> Double { 3 * r * r }; var name: String { "circle" } }

func etMake(_ i: Int) -> any EtShape { i.isMultiple(of: 2) ? EtSquare(side: Double(i)) : EtCircle(r: Double(i)) }
func etMakeReturning(_ big: Bool) -> EtShape { return big ? EtCircle(r: 10) : EtSquare(side: 1) }

func run() {
    print((1...4).map { etMake($0).name }, etMake(3).area())
    let chosen: any EtShape = etMake(2).area() > 3 ? EtCircle(r: 1) : EtSquare(side: 9)
    print(chosen.name, etMakeReturning(true).area(), etMakeReturning(false).name)
    let mixed: [any EtShape] = [true ? EtSquare(side: 2) : EtCircle(r: 2), EtCircle(r: 1)]
    print(mixed.map(\.name))
}
