struct GenericPairOf<A, B> {
    var first: A
    var second: B
    func swapped() -> GenericPairOf<B, A> { GenericPairOf<B, A>(first: second, second: first) }
    func mapFirst<C>(_ transform: (A) -> C) -> GenericPairOf<C, B> {
        GenericPairOf<C, B>(first: transform(first), second: second)
    }
}

func run() {
    let pair = GenericPairOf(first: 1, second: "one")
    print(pair.first, pair.second)
    let swapped = pair.swapped()
    print(swapped.first, swapped.second)
    let mapped = pair.mapFirst { $0 * 100 }
    print(mapped.first, mapped.second)
    let described = pair.mapFirst { "#\($0)" }
    print(described.first + described.second)
}
