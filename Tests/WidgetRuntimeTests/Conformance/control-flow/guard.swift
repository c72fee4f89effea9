func cfParse(_ text: String) -> String {
    guard !text.isEmpty else { return "empty" }
    guard let number = Int(text) else { return "not a number: \(text)" }
    guard number >= 0 else { return "negative" }
    return "ok \(number)"
}

func cfFirstLong(_ words: [String]) -> String {
    for word in words {
        guard word.count > 3 else { continue }
        return word
    }
    return "none"
}

func run() {
    print(["", "x1", "-5", "12"].map(cfParse))
    print(cfFirstLong(["a", "abcd", "abcdef"]), cfFirstLong(["no"]))
}
