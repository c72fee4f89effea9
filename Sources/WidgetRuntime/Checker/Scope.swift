import WidgetLanguage

/// Local names visible in a block, chained to the enclosing block's scope.
final class Scope {
    struct Variable {
        var type: SemanticType
        var isConstant: Bool
        var range: SourceRange
    }

    /// A block declares a few names: a short list searched linearly costs less
    /// than hashing each name. Past `Scope.listLimit` names a table takes over,
    /// so a block with thousands of declarations stays linear overall.
    // Not checked for exclusivity at run time: every name lookup reads these, in
    // every scope up the chain, and only `declare` writes them, calling nothing.
    @exclusivity(unchecked) private var names: [String] = []
    @exclusivity(unchecked) private var variables: [Variable] = []
    @exclusivity(unchecked) private var table: [String: Int]?
    /// Room made for this many names at the first one: a block declares a few,
    /// and growing two arrays one name at a time reallocates both again and again.
    static let firstCapacity = 4
    static let listLimit = 16
    let parent: Scope?
    /// `parent` again, for walking the chain without reference counting (see `lookup`).
    private unowned(unsafe) let parentLink: Scope?
    /// Types of `$0`, `$1` … when this scope is a closure without named parameters.
    var anonymousArguments: [SemanticType]?
    /// This block declared a name holding a task or a task group (`Checker+Concurrency`):
    /// only then may `name.method()` be one of theirs, which is asked of every such call.
    @exclusivity(unchecked) private var holdsTask = false

    init(parent: Scope?) {
        self.parent = parent
        self.parentLink = parent
    }

    func declare(_ name: String, _ type: SemanticType, isConstant: Bool = true, range: SourceRange) {
        let variable = Variable(type: type, isConstant: isConstant, range: range)
        if case .named(let typeName) = type, typeName.isSameName(as: "Task") || typeName.isSameName(as: "TaskGroup") {
            holdsTask = true
        }
        if let index = position(of: name) {
            variables[index] = variable
            return
        }
        if names.isEmpty {
            names.reserveCapacity(Scope.firstCapacity)
            variables.reserveCapacity(Scope.firstCapacity)
        }
        names.append(name)
        variables.append(variable)
        if table != nil || names.count > Scope.listLimit { index(name) }
    }

    /// The table of a block with many names: made past `Scope.listLimit`, then kept up.
    /// Apart from `declare` and `position`, whose usual blocks have a few names.
    @inline(never)
    private func index(_ name: String) {
        if table != nil {
            table?[name] = names.count - 1
        } else {
            table = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { _, last in last })
        }
    }

    @inline(never)
    private func tablePosition(of name: String) -> Int? { table?[name] }

    private func position(of name: String) -> Int? {
        if table != nil { return tablePosition(of: name) }
        var index = names.count - 1
        while index >= 0 {
            if names[index].isSameName(as: name) { return index }
            index -= 1
        }
        return nil
    }

    func lookup(_ name: String) -> Variable? {
        // The caller keeps `self` alive, and each scope keeps its parent alive
        // (`parent` is a constant), so every scope up the chain outlives this
        // walk: it holds them unretained, which costs no atomic count per step.
        unowned(unsafe) var current: Scope = self
        while true {
            if !current.names.isEmpty, let index = current.position(of: name) { return current.variables[index] }
            guard let parent = current.parentLink else { return nil }
            current = parent
        }
    }

    /// Whether this block or one around it declared a task or a task group (see `holdsTask`).
    var mayHoldTask: Bool {
        unowned(unsafe) var current: Scope = self
        while true {
            if current.holdsTask { return true }
            guard let parent = current.parentLink else { return false }
            current = parent
        }
    }

    func anonymousArgument(_ index: Int) -> SemanticType? {
        if let arguments = anonymousArguments {
            return index < arguments.count ? arguments[index] : .unknown
        }
        return parent?.anonymousArgument(index)
    }

    var allNames: [String] { names + (parent?.allNames ?? []) }
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
