/// A subscript component of a key path, kept in the path as written: `[0]` in `\.tags[0]`, `["x"]` in `\.scores["x"]`,
/// `[-1]`. Its argument is an integer or a string literal without escapes; one computed from a value (`\.[i]`) is
/// not read (`init` gives nil).
public enum KeyPathSubscript: Equatable, Sendable {
    case int(Int)
    case string(String)

    /// The subscript a path component is; nil for a property's name, and for a subscript whose argument is no literal.
    public init?(component: String) {
        guard KeyPathSubscript.isSubscript(component) else { return nil }
        let inner = String(component.dropFirst().dropLast()).filter { $0 != " " }
        if let number = Int(inner) {
            self = .int(number)
        } else if inner.count >= 2, inner.hasPrefix("\""), inner.hasSuffix("\""),
                  !inner.dropFirst().dropLast().contains(where: { $0 == "\"" || $0 == "\\" }) {
            self = .string(String(component.dropFirst().dropLast().drop { $0 == " " }.dropFirst().prefix { $0 != "\"" }))
        } else {
            return nil
        }
    }

    /// Whether a path component is a subscript (`[…]`), literal or not.
    public static func isSubscript(_ component: String) -> Bool { component.hasPrefix("[") && component.hasSuffix("]") }

    /// The subscript's argument as an expression at `range`.
    public func argument(at range: SourceRange) -> Argument {
        switch self {
        case .int(let number):
            return Argument(label: nil, value: Expr(.integer(number), range))
        case .string(let text):
            return Argument(label: nil, value: Expr(.string([.text(text)]), range))
        }
    }
}
