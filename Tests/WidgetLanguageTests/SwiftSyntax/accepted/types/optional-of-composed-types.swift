protocol A {}
protocol B {}
var both: (any A & B)?
var some: [any A & B] = []
func take(_ x: (some A & B)?) {}
var closureOptional: ((any A) -> any B)?
