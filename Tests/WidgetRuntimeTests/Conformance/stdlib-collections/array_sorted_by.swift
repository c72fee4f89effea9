func run() {
    let values = [5, 2, 9, 1, 5, 6]
    print(values.sorted())
    print(values.sorted(by: >))
    print(values.sorted { $0 % 3 < $1 % 3 || ($0 % 3 == $1 % 3 && $0 < $1) })
    let words = ["banana", "Apple", "cherry", "apple", "fig"]
    print(words.sorted())
    print(words.sorted { $0.lowercased() < $1.lowercased() || ($0.lowercased() == $1.lowercased() && $0 < $1) })
    print(words.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
    var mutable = values
    mutable.sort(by: >)
    print(mutable)
}
