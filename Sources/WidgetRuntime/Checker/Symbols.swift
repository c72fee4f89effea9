import WidgetLanguage

/// A stored property of a user type, as the checker sees it.
struct FieldSymbol {
    var name: String
    var type: SemanticType
    /// The field may be left out of the memberwise initializer.
    var hasDefault: Bool
    var isConstant: Bool
    var range: SourceRange
}

/// A user-declared type (model, struct, entry, entity, enum, intent, configuration).
struct TypeSymbol {
    enum Kind: String {
        case model, structure = "struct", entry, entity, enumeration = "enum", intent, configuration
    }

    var kind: Kind
    var name: String
    var fields: [FieldSymbol]
    var staticFields: [FieldSymbol]
    var cases: [String]
    var functions: [FunctionDecl]
    var range: SourceRange

    func field(_ name: String) -> FieldSymbol? {
        // A plain loop: this runs for every labelled argument, and closures are slow in debug builds.
        for field in fields where field.name == name { return field }
        return nil
    }
}

/// A callable with labelled parameters: a `func` or a `view`.
struct CallableSymbol {
    var name: String
    var parameters: [FunctionDecl.Parameter]
    var returnType: SemanticType
    var isView: Bool
    var range: SourceRange
}

/// Everything declared at the top level of a widget file.
struct Symbols {
    var types: [String: TypeSymbol] = [:]
    var callables: [String: CallableSymbol] = [:]
    var providers: [String: Decl] = [:]
    var widgets: [String: Decl] = [:]
    var sources: [String: Decl] = [:]
    var globals: [String: (type: SemanticType, range: SourceRange)] = [:]

    func type(_ name: String) -> TypeSymbol? { types[name] }

    /// Every top-level name, for "did you mean" suggestions.
    var allNames: [String] {
        Array(types.keys) + Array(callables.keys) + Array(providers.keys) + Array(widgets.keys)
            + Array(sources.keys) + Array(globals.keys)
    }
}
