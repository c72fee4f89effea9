/// What a built-in view, modifier or function accepts: its argument labels and trailing closures.
public struct Signature: Sendable {
    public struct Parameter: Sendable {
        /// nil for an unlabelled argument.
        public var label: String?
        public var isRequired: Bool
    }

    public var parameters: [Parameter]
    /// Labels of the trailing closures it accepts; `""` is the unlabelled first one.
    public var closures: [String]
    public var closureRequired: Bool
    /// Accepts any number of further unlabelled arguments (`plugin("name", a, b)`).
    public var isVariadic: Bool

    /// Parses a compact description: `"_ alignment? spacing? {}"`, `"systemName"`,
    /// `"title{} icon{}"`. `_` is an unlabelled argument, `?` marks it optional,
    /// `{}` accepts a trailing closure (`{}!` requires it), `name{}` a labelled one, `...` is variadic.
    public init(_ spec: String) {
        var parameters: [Parameter] = []
        var closures: [String] = []
        var closureRequired = false
        var isVariadic = false
        for word in spec.split(separator: " ") {
            var text = String(word)
            if text == "..." { isVariadic = true; continue }
            if text.hasSuffix("{}!") {
                closureRequired = true
                text.removeLast()
            }
            if text.hasSuffix("{}") {
                closures.append(String(text.dropLast(2)))
                continue
            }
            let optional = text.hasSuffix("?")
            if optional { text.removeLast() }
            parameters.append(Parameter(label: text == "_" ? nil : text, isRequired: !optional))
        }
        self.parameters = parameters
        self.closures = closures
        self.closureRequired = closureRequired
        self.isVariadic = isVariadic
    }

    /// How the signature reads in a message: `Image(systemName:)`.
    public func display(_ name: String) -> String {
        let labels = parameters.map { ($0.label ?? "_") + ":" }.joined()
        return "\(name)(\(labels))"
    }
}

/// A built-in callable: its name, overloads and result.
public struct BuiltinCallable: Sendable {
    public var name: String
    public var overloads: [Signature]
    public var result: SemanticType

    public init(_ name: String, _ overloads: [String], result: SemanticType) {
        self.name = name
        self.overloads = overloads.map(Signature.init)
        self.result = result
    }
}
