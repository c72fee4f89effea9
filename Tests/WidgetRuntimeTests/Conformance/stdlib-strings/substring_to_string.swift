func describeSubstring(_ value: String) -> String {
    "\(value) (\(value.count))"
}

func run() {
    let full = "Widget Timeline Entry"
    let words = full.split(separator: " ")
    print(type(of: words[0]))
    let first = String(words[0])
    print(describeSubstring(first))
    let tail = full.dropFirst(7)
    print(tail, type(of: tail))
    print(describeSubstring(String(tail)))
    print(words.map(String.init).map { $0.lowercased() })
    print(tail.hasPrefix("Time"), tail.count, Substring("abc") == "abc")
}
