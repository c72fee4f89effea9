func run() {
    let text = "  The quick\tbrown\n\nfox  "
    let words = text.split(whereSeparator: \.isWhitespace)
    print(words, words.count)
    print(words.map { $0.count })
    print(text.split(separator: " ", omittingEmptySubsequences: false).count)
    let csv = "a,b;c d"
    print(csv.split(whereSeparator: { ",; ".contains($0) }))
    print("one".split(separator: " "))
}
