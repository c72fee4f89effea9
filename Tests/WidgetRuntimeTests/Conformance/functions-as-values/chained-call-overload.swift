final class ChainBuilder {
    private var parts: [String] = []
    func append(_ text: String) { parts.append(text) }
    func append<T: CustomStringConvertible>(_ value: T) -> ChainBuilder {
        parts.append("<" + value.description + ">")
        return self
    }
    var text: String { parts.joined(separator: "|") }
}

func run() {
    let builder = ChainBuilder()
    builder.append("plain")
    builder.append("a").append(2).append("b")
    _ = builder.append(3.5)
    print(builder.text)
    let other = ChainBuilder()
    other
        .append("x")
        .append("y")
    print(other.text)
}
