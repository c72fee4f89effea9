func genericsFirstOr<T>(_ items: [T], _ fallback: T) -> T { items.first ?? fallback }
func genericsRepeated<T>(_ value: T, times: Int) -> [T] { Array(repeating: value, count: times) }

func run() {
    print(genericsFirstOr([7, 8], 0))
    print(genericsFirstOr([String](), "fallback"))
    let halves: [Double] = genericsRepeated(0.5, times: 3)
    print(halves)
    print(genericsRepeated("ab", times: 2).joined())
    print(genericsRepeated(true, times: 0).isEmpty)
}
