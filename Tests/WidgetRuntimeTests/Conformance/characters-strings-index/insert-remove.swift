func run() {
    var s = "helo"
    s.insert("l", at: s.index(s.startIndex, offsetBy: 2))
    print(s)
    s.insert(contentsOf: " world", at: s.endIndex)
    print(s)
    let removed = s.remove(at: s.startIndex)
    print(removed, s)
    print(s.removeFirst(), s.removeLast(), s)
    s.removeAll { $0 == "o" }
    print(s)
    s.append("!")
    s.append(contentsOf: "?")
    print(s, s.count)
    s.removeSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 2))
    print(s)
}
