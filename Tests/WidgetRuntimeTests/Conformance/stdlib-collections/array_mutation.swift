func run() {
    var list = ["b", "c"]
    list.insert("a", at: 0)
    list.append("d")
    list.append(contentsOf: ["e", "f"])
    print(list)
    print(list.remove(at: 1), list)
    list.swapAt(0, list.count - 1)
    print(list)
    print(list.removeFirst(), list.removeLast(), list)
    list.removeAll { $0 == "d" }
    print(list)
    list.replaceSubrange(0..<1, with: ["x", "y", "z"])
    print(list)
    list.insert(contentsOf: ["1", "2"], at: 2)
    print(list, list.count)
    list.removeAll()
    print(list.isEmpty)
}
