func run() {
    var text = "Hello"
    text.append(", World")
    text += "!"
    print(text)
    text.insert("!", at: text.endIndex)
    print(text)
    text.insert(contentsOf: ">> ", at: text.startIndex)
    print(text)
    let removed = text.remove(at: text.startIndex)
    print(removed, text)
    text.removeAll { $0 == "l" }
    print(text)
    print(text.removeFirst(), text.removeLast(), text)
    text.removeSubrange(text.startIndex..<text.index(text.startIndex, offsetBy: 4))
    print(text)
}
