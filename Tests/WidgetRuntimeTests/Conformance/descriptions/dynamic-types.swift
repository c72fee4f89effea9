protocol DescShape { var sides: Int { get } }
struct DescSquare: DescShape { var sides: Int { 4 } }
struct DescTriangle: DescShape { var sides: Int { 3 } }
class DescCreature {}
final class DescHound: DescCreature {}
enum DescMood { case calm, busy(Int) }

func run() {
    let shapes: [any DescShape] = [DescSquare(), DescTriangle(), DescSquare()]
    print(shapes.map { type(of: $0) == DescSquare.self }, shapes.filter { type(of: $0) == DescTriangle.self }.count)
    print(type(of: shapes[1]), [DescSquare.self], String(describing: type(of: shapes[0])))
    let pet: DescCreature = DescHound()
    print(type(of: pet), type(of: pet) == DescHound.self, type(of: DescMood.busy(2)), type(of: DescMood.calm))
    print(type(of: 3), type(of: 2.5), type(of: "x"), type(of: true), type(of: [1, 2]), type(of: ["k": 1.5]), type(of: (1, "a")))
}
