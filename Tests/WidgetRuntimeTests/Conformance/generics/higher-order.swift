func genericsApplyTwice<T>(_ transform: (T) -> T, to value: T) -> T { transform(transform(value)) }
func genericsCompose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }

func run() {
    print(genericsApplyTwice({ $0 * 3 }, to: 2))
    print(genericsApplyTwice({ $0 + "!" }, to: "hey"))
    let lengthThenDouble = genericsCompose({ (s: String) in s.count }, { $0 * 2 })
    print(lengthThenDouble("four"))
    let describe = genericsCompose({ (n: Int) in n + 1 }, { "value \($0)" })
    print(describe(41))
}
