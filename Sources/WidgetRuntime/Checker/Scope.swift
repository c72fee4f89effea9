import WidgetLanguage

/// Local names visible in a block, chained to the enclosing block's scope.
final class Scope {
    struct Variable {
        var type: SemanticType
        var isConstant: Bool
        var range: SourceRange
        /// The protocol its written type names (`let s: any Speaker`, `_ s: Speaker`): the variable holds
        /// a value of any type conforming to it.
        var existential: String? = nil
        /// The protocol its written type's elements name (`let shapes: [any Shape]`): a loop over it gives such values.
        var elementExistential: String? = nil
        /// Its type is a `Set` (written so, or of a `Set(…)` it was given): `==` on it is Set's (`Checker.isSetValued`).
        var isSet = false
        /// The model of the `#Predicate<Day> { … }` it holds: a `FetchDescriptor(predicate:)` given it fetches that model.
        var predicateModel: String? = nil
        /// A block's variable, or a member of the type whose code the scope is (`Checker.memberScope`).
        var origin: Origin = .local
        /// An `async let`: a read of it is where its error is thrown (`Symbols.awaitedLets`).
        var isAsyncLet = false
        /// The place of the declaration in the program it is (a parameter, a `let`, a pattern's name), which the
        /// interpreter stores it under (`LocalKey`); -1 for a name the language or the runtime declares (`self`).
        var place = -1
    }

    private var variables: [String: Variable] = [:]
    let parent: Scope?
    /// Types of `$0`, `$1` … when this scope is a closure without named parameters.
    var anonymousArguments: [SemanticType]?
    /// The protocol `$0` is a value of, in a closure over the elements of an `[any P]` (`shapes.map { $0.summary }`).
    var anonymousExistential: String?
    /// This block declared a name holding a task or a task group (`Checker+Concurrency`):
    /// only then may `name.method()` be one of theirs.
    private var holdsTask = false

    init(parent: Scope?) {
        self.parent = parent
    }

    func declare(_ name: String, _ type: SemanticType, isConstant: Bool = true, range: SourceRange, existential: String? = nil,
                 elementExistential: String? = nil, isSet: Bool = false, predicateModel: String? = nil, origin: Variable.Origin = .local,
                 isDeclaration: Bool = false) {
        if case .named(let typeName) = type, typeName == "Task" || typeName == "TaskGroup" {
            holdsTask = true
        }
        variables[name] = Variable(type: type, isConstant: isConstant, range: range, existential: existential, elementExistential: elementExistential,
                                   isSet: isSet, predicateModel: predicateModel, origin: origin,
                                   place: isDeclaration ? range.start.offset : -1)
    }

    /// Marks a name this block declared as an `async let`.
    func markAsyncLet(_ name: String) { variables[name]?.isAsyncLet = true }

    /// The variable this block itself declares by that name.
    func ownVariable(_ name: String) -> Variable? { variables[name] }

    /// The variable a name stands for in this block or the nearest one around it.
    func lookup(_ name: String) -> Variable? {
        var scope: Scope? = self
        while let current = scope {
            if let variable = current.variables[name] { return variable }
            scope = current.parent
        }
        return nil
    }

    /// Whether this block or one around it declared a task or a task group (see `holdsTask`).
    var mayHoldTask: Bool {
        var scope: Scope? = self
        while let current = scope {
            if current.holdsTask { return true }
            scope = current.parent
        }
        return false
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
