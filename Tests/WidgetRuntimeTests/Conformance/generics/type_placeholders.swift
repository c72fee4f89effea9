func placeholderPair(_ n: Int) -> (Int, String) { (n, "#\(n)") }

struct PlaceholderBox<T> { var value: T }

func run() {
    let result: (Int, _) = placeholderPair(3)
    print(result.0, result.1)
    let list: [_] = [1, 2, 3]
    print(list.count, list.reduce(0, +))
    let dict: [String: _] = ["a": 1.5]
    print(dict["a"] ?? 0)
    let box: PlaceholderBox<_> = PlaceholderBox(value: "x")
    print(box.value)
    let maybe: _? = Optional(4)
    print(maybe ?? 0)
}
