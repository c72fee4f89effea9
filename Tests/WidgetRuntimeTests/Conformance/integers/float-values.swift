// Float as a type of its own: a Float's precision and descriptions, literals where a Float is written, Float(String),
// arithmetic and comparisons with literals, properties and arrays of Floats, conversions to Double and Int.
import Foundation
struct FlGauge { var level: Float; let scale: [Float] }
func flHalf(_ x: Float) -> Float { x / 2 }
func run() {
    let third: Float = 1 / 3
    print(third, Float(2) / 3, Float(1e10), Float.pi, Float(0.1) + 0.2)
    let g = FlGauge(level: 0.75, scale: [0, 0.5, 1])
    print(g.level * 2, g.scale, flHalf(5), Double(g.level), Float("2.5") ?? 0)
    print(third.rounded(), Float(2).squareRoot(), Float(7).description, -third)
    print([Float(1), 2.5].sorted(by: >), g.level > 0.5, Float(3) == 3)
    var total: Float = 0
    for x in g.scale { total += x }
    print(total, "\(total)", String(describing: total), Int(Float(2.9)))
    print(max(Float(1), 2.5), abs(Float(-1.5)), third.isNaN, (third * 3).isZero)
}
