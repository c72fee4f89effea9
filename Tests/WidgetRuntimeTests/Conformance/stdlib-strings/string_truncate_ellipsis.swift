func truncated(_ text: String, limit: Int) -> String {
    guard text.count > limit else { return text }
    return String(text.prefix(max(limit - 1, 0))).trimmingSuffixSpaces() + "…"
}

extension String {
    func trimmingSuffixSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}

func run() {
    let title = "Quarterly planning meeting with design"
    for limit in [50, 20, 16, 5, 1] {
        print(limit, truncated(title, limit: limit))
    }
    print(truncated("short", limit: 5), truncated("👨‍👩‍👧 family time", limit: 4))
}
