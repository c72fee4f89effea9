/// A place in a JSON document, written the way a widget author reads it:
/// `[3].address.geo.lat`. Struct fields are named as the widget declares them.
public struct JSONPath: Sendable, CustomStringConvertible {
    public enum Component: Sendable {
        case index(Int)
        case key(String)
    }

    public var components: [Component] = []

    public init(components: [Component] = []) { self.components = components }

    public func appending(_ component: Component) -> JSONPath { JSONPath(components: components + [component]) }

    public var description: String {
        guard !components.isEmpty else { return "the top level" }
        var text = ""
        for component in components {
            switch component {
            case .index(let i): text += "[\(i)]"
            case .key(let key):
                let plain = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
                text += plain ? (text.isEmpty ? key : "." + key) : "[\"\(TerminalText.sanitize(key))\"]"
            }
        }
        return text
    }
}
