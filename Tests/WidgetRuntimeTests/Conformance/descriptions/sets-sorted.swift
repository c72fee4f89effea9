func run() {
    let set: Set = [3, 1, 2]
    print(set.sorted())
    print(Set<Int>(), Set<String>().isEmpty)
    print(Set(["b", "a"]).sorted(), Set([1, 1, 1]))
    let dict = ["b": 2, "a": 1, "c": 3]
    print(dict.sorted { $0.key < $1.key })
    print(dict.keys.sorted(), dict.values.sorted())
    print(dict.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
}
