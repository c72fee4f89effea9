import WidgetLanguage

/// Swift's `DefaultStringInterpolation`, as a program's extension of it uses it: `extension DefaultStringInterpolation {
/// mutating func appendInterpolation(reflecting value: Any) { appendInterpolation(String(reflecting: value)) } }` makes
/// `"\(reflecting: x)"` write what the method appends. The method runs on a value of its own, whose text the piece is.
enum SwiftStringInterpolation {
    static let typeName = "DefaultStringInterpolation"

    static func register(in registry: inout BuiltinRegistry) {
        let interpolation = BuiltinType(typeName, instance: .named(typeName)) { _ in make() }
        interpolation.sampleSource = "DefaultStringInterpolation(literalCapacity: 0, interpolationCount: 0)"
        interpolation.add(.init(typeName, .initializer, ["literalCapacity:Int interpolationCount:Int"], result: .named(typeName)) { _, _, _, _ in make() })
        interpolation.add(.init("appendLiteral", .method, ["_:String"], result: .void, note: "adds the text") { i, v, args, r in
            try append(i.string(args.first?.value, r), to: v)
            return .null
        })
        interpolation.add(.init("appendInterpolation", .method, ["_:Any"], result: .void, note: "adds the value as \"\\(value)\" writes it") { i, v, args, r in
            try append(i.swiftText(args.first?.value ?? .null, nested: false, at: r), to: v)
            return .null
        })
        registry.register(type: interpolation)
    }

    static func make() -> Value {
        .instance(ClassInstance(type: typeName, fields: [("text", .string(""))]))
    }

    static func append(_ text: String, to value: Value) {
        guard case .instance(let state) = value, let index = state.fields.firstIndex(where: { $0.name == "text" }),
              case .string(let before) = state.fields[index].value else { return }
        state.fields[index].value = .string(before + text)
    }

    /// The text a program's `appendInterpolation` overload appends for one `\( … )`.
    static func piece(_ i: Interpreter, _ function: FunctionDecl, _ args: [CallArgument], at range: SourceRange) throws -> Value {
        let accumulator = make()
        _ = try i.callMember(function, args, self: accumulator, at: range)
        guard case .instance(let state) = accumulator, let text = state["text"] else { return .string("") }
        return text
    }
}
