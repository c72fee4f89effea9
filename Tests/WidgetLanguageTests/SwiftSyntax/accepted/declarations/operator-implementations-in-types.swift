struct Vec: Equatable {
    var x: Double, y: Double
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func += (a: inout Vec, b: Vec) { a = a + b }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    static func * (v: Vec, s: Double) -> Vec { Vec(x: v.x * s, y: v.y * s) }
    static func == (a: Vec, b: Vec) -> Bool { a.x == b.x && a.y == b.y }
    static func < (a: Vec, b: Vec) -> Bool { a.x < b.x }
    static func ~= (pattern: Vec, value: Vec) -> Bool { pattern == value }
}
