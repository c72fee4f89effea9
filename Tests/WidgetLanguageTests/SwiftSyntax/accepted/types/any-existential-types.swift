protocol Shape { func area() -> Double }
let shapes: [any Shape] = []
func draw(_ shape: any Shape) {}
var error: (any Error)?
let composed: any Hashable & Sendable = 1
let metatype: any Shape.Type
func box(_ value: any Collection<Int>) {}
