struct Outer {
    struct Inner {
        enum Kind { case a, b }
        var kind: Kind
        class Ref { var value = 0 }
    }
    typealias K = Inner.Kind
    protocol NestedProtocol {}
    actor Worker {}
    var inner: Inner
}
