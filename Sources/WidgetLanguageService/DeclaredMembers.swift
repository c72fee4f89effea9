import LanguageServer
import WidgetLanguage

/// A member of a type declared in the module: a field, computed property,
/// function, initializer or enum case, with how it reads and where it is.
struct DeclaredMember {
    enum Kind { case field, computed, function, initializer, enumCase }

    var name: String
    var kind: Kind
    var isStatic: Bool
    /// `var name: String`, `func label() -> String`, `case done`.
    var signature: String
    var nameRange: SourceRange
    var range: SourceRange

    var completionKind: CompletionItem.Kind {
        switch kind {
        case .field: return .field
        case .computed: return .property
        case .function: return .method
        case .initializer: return .constructor
        case .enumCase: return .enumMember
        }
    }

    var symbolKind: DocumentSymbol.Kind {
        switch kind {
        case .field: return .field
        case .computed: return .property
        case .function: return .method
        case .initializer: return .constructor
        case .enumCase: return .enumMember
        }
    }
}

enum DeclaredMembers {
    /// The members a declaration adds to its type (an `extension` adds to the type it names).
    static func of(_ decl: Decl) -> [DeclaredMember] {
        switch decl.kind {
        case .structure(let body), .extension(let body), .protocol(let body):
            var members = body.fields.map(field) + body.computed.map(computed) + body.functions.map(function)
                + body.initializers.map(function)
            if body.isModel { members.insert(implicit("id", "var id: ID", decl), at: 0) }
            return members
        case .entity(let entity):
            return entity.fields.map(field) + entity.functions.map(function)
        case .enumeration(let enumeration):
            let cases = enumeration.cases.map { item in
                DeclaredMember(name: item.name, kind: .enumCase, isStatic: true,
                               signature: "case \(item.name)" + (item.associatedValues.isEmpty ? "" : "(\(item.associatedValues.map(parameter).joined(separator: ", ")))"),
                               nameRange: item.range, range: item.range)
            }
            return cases + enumeration.fields.map(field) + enumeration.computed.map(computed) + enumeration.functions.map(function)
                + enumeration.initializers.map(function)
        case .intent(let intent), .configuration(let intent):
            return intent.metadata.map(field) + intent.parameters.map(field) + intent.functions.map(function)
        case .provider(let provider):
            return provider.functions.map(function)
        default:
            return []
        }
    }

    static func field(_ field: FieldDecl) -> DeclaredMember {
        var signature = (field.isStatic ? "static " : "") + (field.isConstant ? "let " : "var ") + field.name
        if let type = field.type { signature += ": \(type)" }
        return DeclaredMember(name: field.name, kind: .field, isStatic: field.isStatic, signature: signature,
                              nameRange: field.nameRange, range: field.range)
    }

    static func computed(_ property: ComputedProperty) -> DeclaredMember {
        let signature = (property.isStatic ? "static " : "") + "var \(property.name)" + (property.type.map { ": \($0)" } ?? "")
        return DeclaredMember(name: property.name, kind: .computed, isStatic: property.isStatic, signature: signature,
                              nameRange: property.nameRange, range: property.range)
    }

    static func function(_ function: FunctionDecl) -> DeclaredMember {
        let isInit = function.name == "init"
        let head = isInit ? "init" : (function.isStatic ? "static " : "") + "func \(function.name)"
        let signature = head + "(" + function.parameters.map(parameter).joined(separator: ", ") + ")"
            + (function.returnType.map { " -> \($0)" } ?? "")
        return DeclaredMember(name: function.name, kind: isInit ? .initializer : .function, isStatic: function.isStatic,
                              signature: signature, nameRange: function.nameRange, range: function.range)
    }

    static func parameter(_ parameter: FunctionDecl.Parameter) -> String {
        let label = parameter.label == parameter.name ? parameter.name : "\(parameter.label ?? "_") \(parameter.name)"
        return label + (parameter.type.map { ": \($0)" } ?? "")
    }

    static func implicit(_ name: String, _ signature: String, _ decl: Decl) -> DeclaredMember {
        DeclaredMember(name: name, kind: .field, isStatic: false, signature: signature, nameRange: decl.nameRange, range: decl.nameRange)
    }

    /// How a top-level declaration reads in a hover or a completion's detail.
    static func signature(of decl: Decl) -> String {
        switch decl.kind {
        case .function(let function): return DeclaredMembers.function(function).signature
        case .binding(let binding): return "\(decl.kind.keyword) \(decl.name)" + (binding.type.map { ": \($0)" } ?? "")
        case .typeAlias(let type): return "typealias \(decl.name) = \(type)"
        default: return "\(decl.kind.keyword) \(decl.name)"
        }
    }
}

extension ModuleAnalysis {
    /// The module's declarations of a type name (its declaration and its extensions).
    func declarations(named name: String) -> [Decl] {
        (result.tree?.declarations ?? []).filter { $0.name == name }
    }

    /// The members of a type declared in the module, from all its declarations.
    func members(ofType name: String) -> [DeclaredMember] {
        declarations(named: name).flatMap(DeclaredMembers.of)
    }
}
