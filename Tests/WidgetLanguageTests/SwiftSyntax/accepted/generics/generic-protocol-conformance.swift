protocol Transformer { associatedtype In; associatedtype Out; func apply(_ i: In) -> Out }
struct Stringify<T: CustomStringConvertible>: Transformer {
    func apply(_ i: T) -> String { i.description }
}
struct Compose<A: Transformer, B: Transformer>: Transformer where A.Out == B.In {
    let a: A, b: B
    func apply(_ i: A.In) -> B.Out { b.apply(a.apply(i)) }
}
