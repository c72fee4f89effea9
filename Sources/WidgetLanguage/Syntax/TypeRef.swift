/// A written type: `Int`, `[ToDo]`, `Image?`, `[String: Int]`.
public struct TypeRef: Sendable, Hashable, CustomStringConvertible {
    /// Names are stored inline; only the cases that nest a type are boxed.
    public enum Kind: Sendable, Hashable {
        case named(String)
        indirect case optional(TypeRef)
        indirect case array(TypeRef)
        indirect case dictionary(key: TypeRef, value: TypeRef)
    }

    public var kind: Kind
    public var range: SourceRange

    public init(_ kind: Kind, _ range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    public var description: String {
        switch kind {
        case .named(let name): return name
        case .optional(let t): return "\(t)?"
        case .array(let t): return "[\(t)]"
        case .dictionary(let k, let v): return "[\(k): \(v)]"
        }
    }
}
