import Foundation
import WidgetLanguage

/// The type arguments of a value of the program's generic type, as Swift writes them in a description
/// (`Box<Int>(value: 3)`, `type(of: pair)` is `Pair<Int, String>`). A value does not carry them: each is told from
/// what the value holds where its declaration names the parameter (`let value: T`, `var items: [T]`, `case left(L)`).
extension Interpreter {
    /// The arguments, each as `dynamicTypeName` writes it (`qualified`: `Swift.Int`, `main.Item`); nil when the type is
    /// not generic or a parameter's value does not tell its type (an empty array, nil).
    func genericArguments(of value: Value, qualified: Bool, depth: Int = 0) -> [String]? {
        guard depth < 8 else { return nil }
        // Made with them written (`Feed<Alpha>()`).
        var written: [String]?
        if case .object(let object) = value { written = object.typeArguments }
        if case .instance(let instance) = value { written = instance.typeArguments }
        if let written { return written.map { describedTypeName($0, qualified: qualified) } }
        let typeName: String, held: [(TypeRef, Value)]
        switch value {
        case .object(let object):
            guard let symbol = program.symbols.types[object.type], !symbol.genericParameters.isEmpty else { return nil }
            typeName = object.type
            held = object.fields.compactMap { field in symbol.field(field.name)?.written.map { ($0, field.value) } }
        case .instance(let instance):
            guard let symbol = program.symbols.types[instance.type], !symbol.genericParameters.isEmpty else { return nil }
            typeName = instance.type
            held = instance.fields.compactMap { field in symbol.field(field.name)?.written.map { ($0, field.value) } }
        case .enumCase(let type, let name, let payload):
            guard let symbol = program.symbols.types[type], !symbol.genericParameters.isEmpty,
                  let declared = enumDeclaration(type)?.cases.first(where: { $0.name == name }) else { return nil }
            typeName = type
            held = zip(declared.associatedValues, payload).compactMap { parameter, value in parameter.type.map { ($0, value) } }
        default:
            return nil
        }
        guard let parameters = program.symbols.types[typeName]?.genericParameters else { return nil }
        var found: [String: String] = [:]
        func bind(_ written: TypeRef, _ value: Value) {
            switch written.kind {
            // `let type: T.Type` holding `Alpha.self` (the front end reads `T.Type` as `T`): T is Alpha.
            case .named(let name) where parameters.contains(name) && found[name] == nil:
                if case .type(let held) = value {
                    found[name] = qualified && program.symbols.types[held] != nil ? "\(moduleName).\(swiftTypePath(held))" : held
                } else {
                    found[name] = try? dynamicTypeName(value, qualified: qualified, at: written.range, depth: depth + 1)
                }
            case .array(let element):
                if case .array(let items) = value, let first = items.first { bind(element, first) }
            case .optional(let wrapped):
                if !value.isNull { bind(wrapped, value) }
            case .dictionary(let key, let element):
                if case .dictionary(let pairs) = value, let first = pairs.first { bind(key, first.key); bind(element, first.value) }
            default:
                break
            }
        }
        for (written, value) in held { bind(written, value) }
        let arguments = parameters.compactMap { found[$0] }
        return arguments.count == parameters.count ? arguments : nil
    }

    /// A type as code writes it (`[Int]`, `String?`, `[String: Item]`) as `type(of:)` prints it (`Array<Int>`, `Optional<String>`,
    /// `Dictionary<String, Item>`; qualified: `Swift.Array<Swift.Int>`, `main.Item`).
    func describedTypeName(_ written: String, qualified: Bool, depth: Int = 0) -> String {
        let text = written.trimmingCharacters(in: .whitespaces)
        guard depth < 8, !text.isEmpty else { return text }
        func inner(_ part: String) -> String { describedTypeName(part, qualified: qualified, depth: depth + 1) }
        let swift = qualified ? "Swift." : ""
        if text.hasSuffix("?") { return "\(swift)Optional<\(inner(String(text.dropLast())))>" }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let content = String(text.dropFirst().dropLast())
            let parts = GenericArgumentText.split(content, at: ":")
            if parts.count == 2 { return "\(swift)Dictionary<\(inner(parts[0])), \(inner(parts[1]))>" }
            return "\(swift)Array<\(inner(content))>"
        }
        if let open = text.firstIndex(of: "<"), text.hasSuffix(">") {
            let base = String(text[..<open])
            let arguments = GenericArgumentText.split(String(text[text.index(after: open)..<text.index(before: text.endIndex)]), at: ",")
            return describedTypeName(base, qualified: qualified, depth: depth + 1) + "<" + arguments.map(inner).joined(separator: ", ") + ">"
        }
        guard qualified else { return text }
        if program.symbols.types[text] != nil { return "\(moduleName).\(swiftTypePath(text))" }
        return ["Int", "Double", "String", "Bool", "Float", "Character", "Array", "Dictionary", "Set", "Optional"].contains(text) ? swift + text : text
    }

    /// `Box<Int>`: the program's type's name with the arguments its value was made with, where they are told.
    func genericTypeName(_ name: String, of value: Value, qualified: Bool, depth: Int = 0) -> String {
        guard let arguments = genericArguments(of: value, qualified: qualified, depth: depth) else { return name }
        return name + "<" + arguments.joined(separator: ", ") + ">"
    }
}
