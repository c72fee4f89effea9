@resultBuilder
struct PwTextBuilder {
    static func buildExpression(_ text: String) -> String { text }
    static func buildExpression(_ number: Int) -> String { "#\(number)" }
    static func buildExpression(_ flag: Bool) -> String { flag ? "yes" : "no" }
    static func buildBlock(_ parts: String...) -> String { parts.joined(separator: " ") }
}

@PwTextBuilder
func pwSentence(count: Int) -> String {
    "items:"
    count
    count > 2
}

func run() {
    print(pwSentence(count: 3))
    print(pwSentence(count: 1))
}
