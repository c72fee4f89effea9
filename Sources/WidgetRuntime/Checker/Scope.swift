import WidgetLanguage

/// Local names visible in a block, chained to the enclosing block's scope.
final class Scope {
    struct Variable {
        var type: SemanticType
        var isConstant: Bool
        var range: SourceRange
    }

    private var variables: [String: Variable] = [:]
    let parent: Scope?
    /// Types of `$0`, `$1` … when this scope is a closure without named parameters.
    var anonymousArguments: [SemanticType]?

    init(parent: Scope?) { self.parent = parent }

    func declare(_ name: String, _ type: SemanticType, isConstant: Bool = true, range: SourceRange) {
        variables[name] = Variable(type: type, isConstant: isConstant, range: range)
    }

    func lookup(_ name: String) -> Variable? {
        // Most scopes declare nothing: skip them without hashing the name.
        var scope: Scope? = self
        while let current = scope {
            if !current.variables.isEmpty, let variable = current.variables[name] { return variable }
            scope = current.parent
        }
        return nil
    }

    func anonymousArgument(_ index: Int) -> SemanticType? {
        if let arguments = anonymousArguments {
            return index < arguments.count ? arguments[index] : .unknown
        }
        return parent?.anonymousArgument(index)
    }

    var allNames: [String] { Array(variables.keys) + (parent?.allNames ?? []) }
}

/// What kind of block the checker is in; decides what the code may do.
struct BlockContext {
    enum Kind: String {
        case view, placeholder, snapshot, timeline, perform, seed, function, preview, test, entityQuery, global
    }

    var kind: Kind
    /// Expected type of `return` values, if known.
    var returnType: SemanticType?

    /// A function may do what its caller may do; that is enforced when it runs.
    var allowsWrites: Bool { kind == .perform || kind == .seed || kind == .test || kind == .function }
    var allowsIO: Bool { kind != .placeholder && kind != .view && kind != .preview }
}
