enum Barcode {
    case upc(Int, Int, Int, Int)
    case qr(String)
    case labeled(code: String, scale: Double = 1.0)
    case nested(inner: Barcode?)
    case closure((Int) -> Void)
}
indirect enum Expression {
    case number(Int)
    case add(Expression, Expression)
    indirect case multiply(Expression, Expression)
}
enum Tree<T> { case leaf(T); indirect case node(Tree, Tree) }
