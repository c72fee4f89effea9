func run() {
    let word = "Conformance"
    let start = word.startIndex
    print(word[start], word[word.index(after: start)])
    let fourth = word.index(start, offsetBy: 3)
    print(word[fourth], word[start..<fourth], word[fourth...])
    print(word[word.index(before: word.endIndex)])
    let range = word.firstIndex(of: "f").map { $0..<word.endIndex }
    print(range.map { String(word[$0]) } ?? "")
}
