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
///
/// A class: the checker fetches a type's symbol for nearly every initializer,
/// member and field it checks, and a struct of five arrays would be copied (and
/// each array retained and released) every time. Its fields are set while the
/// checker collects symbols (`Checker.resolveSignature`, then the types of the
/// fields typed by their value) and only read after that, by the checker's
/// threads and the interpreter.
final class TypeSymbol: @unchecked Sendable {
    enum Kind: String {
        case model, structure = "struct", entry, entity, enumeration = "enum", intent, configuration
    }

    let kind: Kind
    let name: String
    var fields: [FieldSymbol]
    var staticFields: [FieldSymbol]
    var cases: [String]
    var functions: [FunctionDecl]
    let range: SourceRange

    init(kind: Kind, name: String, fields: [FieldSymbol], staticFields: [FieldSymbol], cases: [String],
         functions: [FunctionDecl], range: SourceRange) {
        self.kind = kind
        self.name = name
        self.fields = fields
        self.staticFields = staticFields
        self.cases = cases
        self.functions = functions
        self.range = range
    }

    func field(_ name: String) -> FieldSymbol? {
        fieldIndex(name).map { fields[$0] }
    }

    func fieldIndex(_ name: String) -> Int? {
        // A plain loop: this runs for every labelled argument, and closures are slow in debug builds.
        var index = 0
        while index < fields.count {
            if fields[index].name.isSameName(as: name) { return index }
            index += 1
        }
        return nil
    }
}

/// A set of field indices: bits of one word for the usual handful of fields,
/// an array beyond 64.
struct FieldSet {
    private var bits: UInt64 = 0
    private var large: [Bool] = []

    init(count: Int) {
        if count > 64 { large = Array(repeating: false, count: count) }
    }

    func contains(_ index: Int) -> Bool {
        large.isEmpty ? bits & (1 << UInt64(index)) != 0 : large[index]
    }

    mutating func insert(_ index: Int) {
        if large.isEmpty { bits |= 1 << UInt64(index) } else { large[index] = true }
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
    var types = NameTable<TypeSymbol>()
    var callables = NameTable<CallableSymbol>()
    var providers = NameTable<Decl>()
    var widgets = NameTable<Decl>()
    var sources = NameTable<Decl>()
    var globals = NameTable<(type: SemanticType, range: SourceRange)>()
    /// Arguments of `print`, `debugPrint` and `String(describing:)` whose type is
    /// optional: described as Swift does, `Optional("catfish")`.
    var describedOptionals: Set<SourceRange> = []

    func type(_ name: String) -> TypeSymbol? { types[name] }

    /// Every top-level name, for "did you mean" suggestions.
    var allNames: [String] {
        Array(types.keys) + Array(callables.keys) + Array(providers.keys) + Array(widgets.keys)
            + Array(sources.keys) + Array(globals.keys)
    }
}
