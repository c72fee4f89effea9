/// A written type: `Int`, `[ToDo]`, `Image?`, `[String: Int]`.
public struct TypeRef: Sendable, Hashable, CustomStringConvertible {
    /// Names are stored inline; only the cases that nest a type are boxed.
    public enum Kind: Sendable, Hashable {
        case named(String)
        indirect case optional(TypeRef)
        indirect case array(TypeRef)
        indirect case dictionary(key: TypeRef, value: TypeRef)
        /// `Timeline<Entry>`, `Result<T, Error>`.
        indirect case generic(String, arguments: [TypeRef])
        /// `(Data, URLResponse)`, `(x: Int, y: Int)`; `()` is the empty tuple (Void).
        indirect case tuple(labels: [String?], elements: [TypeRef])
        /// `(A, B) async throws -> C`.
        indirect case function(parameters: [TypeRef], result: TypeRef, effects: String)
        /// `some View`, `any Provider`.
        indirect case opaque(keyword: String, TypeRef)
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
        case .generic(TypeRef.implicitlyUnwrapped, let arguments) where arguments.count == 1: return "\(arguments[0])!"
        case .generic(let name, let arguments): return "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .tuple(let labels, let elements):
            return "(" + zip(labels, elements).map { ($0.map { "\($0): " } ?? "") + $1.description }.joined(separator: ", ") + ")"
        case .function(let parameters, let result, let effects):
            return "(\(parameters.map(\.description).joined(separator: ", ")))\(effects.isEmpty ? "" : " " + effects) -> \(result)"
        case .opaque(let keyword, let inner): return "\(keyword) \(inner)"
        }
    }
}

extension TypeRef {
    /// `T!` in a `.swift` file: an implicitly unwrapped optional, kept as this generic name.
    public static let implicitlyUnwrapped = "ImplicitlyUnwrappedOptional"

    /// `var x: T!`: like an optional, a variable of it starts as nil.
    public var isImplicitlyUnwrapped: Bool {
        if case .generic(TypeRef.implicitlyUnwrapped, _) = kind { return true }
        return false
    }

    /// The same type with each directly nested type replaced by `transform`.
    public func mapChildren(_ transform: (TypeRef) -> TypeRef) -> TypeRef {
        switch kind {
        case .named: return self
        case .optional(let inner): return TypeRef(.optional(transform(inner)), range)
        case .array(let inner): return TypeRef(.array(transform(inner)), range)
        case .dictionary(let key, let value): return TypeRef(.dictionary(key: transform(key), value: transform(value)), range)
        case .generic(let name, let arguments): return TypeRef(.generic(name, arguments: arguments.map(transform)), range)
        case .tuple(let labels, let elements): return TypeRef(.tuple(labels: labels, elements: elements.map(transform)), range)
        case .function(let parameters, let result, let effects):
            return TypeRef(.function(parameters: parameters.map(transform), result: transform(result), effects: effects), range)
        case .opaque(let keyword, let inner): return TypeRef(.opaque(keyword: keyword, transform(inner)), range)
        }
    }

    /// The same type with the names `rename` gives a new name for renamed, at any depth.
    public func mapNames(_ rename: (String) -> String?) -> TypeRef {
        if case .named(let name) = kind { return rename(name).map { TypeRef(.named($0), range) } ?? self }
        if case .generic(let name, let arguments) = kind, let renamed = rename(name) {
            return TypeRef(.generic(renamed, arguments: arguments.map { $0.mapNames(rename) }), range)
        }
        return mapChildren { $0.mapNames(rename) }
    }
}
