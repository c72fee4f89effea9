final class GenericBox<T> {
    var value: T
    init(_ value: T) { self.value = value }
    func update(_ change: (T) -> T) { value = change(value) }
}

func run() {
    let box = GenericBox(10)
    let same = box
    same.update { $0 + 5 }
    print(box.value, same.value)
    let words = GenericBox(["a"])
    words.value.append("b")
    words.update { $0 + ["c"] }
    print(words.value)
    print(box === same)
}
