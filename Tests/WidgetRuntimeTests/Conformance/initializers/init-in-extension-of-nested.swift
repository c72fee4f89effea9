struct InitOuter {
    struct Inner { var n: Int }
    var inner: Inner
}

extension InitOuter.Inner {
    init(text: String) { n = Int(text) ?? -1 }
}

extension InitOuter {
    init(value: Int) { inner = Inner(n: value * 2) }
}

func run() {
    print(InitOuter(value: 4).inner.n)
    print(InitOuter(inner: .init(text: "12")).inner.n)
    print(InitOuter.Inner(text: "x").n, InitOuter.Inner(n: 1).n)
}
