// Arithmetic of number literals alone where a Double is written is a Double's: 1 / 3 is not an Int division.
func dblHalf(_ x: Double) -> Double { x }
struct DblBox { var v: Double = 1 / 4 }
func run() {
    let x: Double = 1 / 3
    var y: Double = 7
    y = 2 / 8
    print(x, y, dblHalf(1 / 2), DblBox().v, DblBox(v: 3 / 4).v)
}
