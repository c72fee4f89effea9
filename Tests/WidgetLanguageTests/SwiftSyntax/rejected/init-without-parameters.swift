// An initializer without its parameter list.
struct Model {
    var x: Int
    init { x = 0 }
}
