import WidgetLanguage

/// What a built-in view, modifier or function accepts: its argument labels and trailing closures.
public struct Signature: Sendable {
    public struct Parameter: Sendable {
        /// nil for an unlabelled argument.
        public var label: String?
        public var isRequired: Bool
        /// The type the argument must have (nil: any), from `label:Type` in the description.
        public var type: SemanticType? = nil
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
    /// `label:Type` (or `_:Type`, `label?:Type` when optional) also gives the argument's type: `"_:Date from:Date"`.
    public init(_ spec: String) {
        var parameters: [Parameter] = []
        var closures: [String] = []
        var closureRequired = false
        var isVariadic = false
        // Read as bytes, a word at a time (the forms are ASCII): the table has thousands, all read when a process
        // starts, on the way to its first check; splitting them into arrays of substrings cost a tenth of a process.
        var text = spec
        text.withUTF8 { bytes in
            func string(_ from: Int, _ to: Int) -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
            }
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: " ") { end += 1 }
                defer { start = end + 1 }
                if end == start { continue }
                if end - start == 3, bytes[start] == UInt8(ascii: "."), bytes[start + 1] == UInt8(ascii: "."), bytes[start + 2] == UInt8(ascii: ".") {
                    isVariadic = true
                    continue
                }
                var last = end
                if last - start >= 2, bytes[last - 1] == UInt8(ascii: "!"), bytes[last - 2] == UInt8(ascii: "}") {
                    closureRequired = true
                    last -= 1
                }
                if last - start >= 2, bytes[last - 1] == UInt8(ascii: "}"), bytes[last - 2] == UInt8(ascii: "{") {
                    closures.append(string(start, last - 2))
                    continue
                }
                var type: SemanticType?
                if let colon = (start..<last).first(where: { bytes[$0] == UInt8(ascii: ":") }) {
                    type = SemanticType.parse(string(colon + 1, last))
                    last = colon
                }
                let optional = last > start && bytes[last - 1] == UInt8(ascii: "?")
                if optional { last -= 1 }
                let unlabelled = last - start == 1 && bytes[start] == UInt8(ascii: "_")
                parameters.append(Parameter(label: unlabelled ? nil : string(start, last), isRequired: !optional, type: type))
            }
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

    /// The documented form with types: `date(byAdding: Calendar.Component, value: Int, to: Date)`.
    public func typedDisplay(_ name: String) -> String {
        let arguments = parameters.map { parameter -> String in
            let text = (parameter.label ?? "_") + ":" + (parameter.type.map { " \($0.documentedName)" } ?? "")
            return parameter.isRequired ? text : "[\(text)]"
        }
        let closures = closures.map { $0.isEmpty ? " { … }" : " \($0): { … }" }.joined()
        return "\(name)(\(arguments.joined(separator: ", ")))" + (isVariadic ? "…" : "") + closures
    }

    /// The type each argument must have, walking the parameters as label matching does (nil: any).
    func parameterTypes(for labels: [String?]) -> [SemanticType?] {
        var index = 0
        return labels.map { Signature.parameterType(of: $0, in: parameters, from: &index) }
    }

    /// One step of `parameterTypes(for:)`: the type the next argument, labelled `label`,
    /// must have (nil: any), from the parameter at `index` on. The checker walks a call's
    /// arguments with it one at a time, making no lists of labels and types.
    static func parameterType(of label: String?, in parameters: [Parameter], from index: inout Int) -> SemanticType? {
        while index < parameters.count, parameters[index].label != label, !parameters[index].isRequired { index += 1 }
        guard index < parameters.count, parameters[index].label == label else { return nil }
        index += 1
        return parameters[index - 1].type
    }
}

/// A built-in callable: its name, overloads and result.
public struct BuiltinCallable: Sendable {
    public var name: String
    public var overloads: [Signature]
    public var result: SemanticType
    /// What the interpreter runs. The registry refuses a view or a function without one; nil only where
    /// a callable stands for a signature the checker matches (`find`, a type's initializers).
    /// A modifier is a `BuiltinModifier`, whose body is not optional.
    let body: (@Sendable (Interpreter, [CallArgument], SourceRange) throws -> Value)?
    /// How far a terminal honours it, for docs/apple-api.md.
    public var note: String = ""
    /// A note the checker gives where the entry is used (that it has no effect in a terminal); nil for none.
    public var checkNote: String?
    /// Whether `checkNote` is a warning (a view WidgetKit does not draw in a widget) rather than a note.
    public var checkNoteIsWarning = false
    /// The checker's own rules for a call of it, where the types its signature names do not say all
    /// (`Image`'s asset and symbol names, `Button`'s intent, a source's `decode:`): they check the call's
    /// arguments and content and give its type. nil: its arguments take the types its signature names.
    var check: BuiltinCall.Check?
    /// The types of its content closure's parameters (`TimelineView(.everyMinute) { context in … }`).
    public var closureParameterTypes: [SemanticType] = []
    /// The result of each overload when they differ (`URL(string:)` is optional, `URL(fileURLWithPath:)` not); empty: `result`.
    public var overloadResults: [SemanticType] = []

    /// This entry with the checker's own rules for a call of it.
    func checked(_ check: @escaping BuiltinCall.Check) -> BuiltinCallable {
        var copy = self
        copy.check = check
        return copy
    }

    /// The result of the overload a call matched.
    func result(for signature: Signature?) -> SemanticType {
        guard let signature, !overloadResults.isEmpty else { return result }
        let labels = signature.parameters.map(\.label)
        guard let index = overloads.firstIndex(where: { $0.parameters.map(\.label) == labels }), index < overloadResults.count else { return result }
        return overloadResults[index]
    }

    public init(_ name: String, _ overloads: [String], result: SemanticType) {
        self.name = name
        self.overloads = overloads.map(Signature.init)
        self.result = result
        self.body = nil
    }

    init(_ name: String, _ overloads: [String], result: SemanticType, note: String = "",
         body: @escaping @Sendable (Interpreter, [CallArgument], SourceRange) throws -> Value) {
        self.name = name
        self.overloads = overloads.map(Signature.init)
        self.result = result
        self.note = note
        self.body = body
    }

    init(_ name: String, overloads: [Signature], result: SemanticType) {
        self.name = name
        self.overloads = overloads
        self.result = result
        self.body = nil
    }
}
