struct Outer { struct Inner { struct Deepest { enum Kind { case a } } } }
let kind: Outer.Inner.Deepest.Kind = .a
let generic: Dictionary<String, Int>.Index? = nil
let element: Array<Int>.Element = 0
let swiftInt: Swift.Int = 1
