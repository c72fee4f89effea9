// 'var' followed by a type annotation but no name.
struct Model {
    var : Int = 3
}
