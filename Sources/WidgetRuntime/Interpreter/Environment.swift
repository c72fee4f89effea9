import WidgetLanguage

/// The storage of one variable: the declaration it is, by the place of its name in the file and the name (a name the
/// lowering writes twice at one place is two variables). The checker binds each name that reads a local to its
/// declaration (`NameBinding.local`), and the interpreter reads that storage; it does not search for the name.
/// Names the language or the runtime declares, with no place of their own (`self`, a generic parameter, a provider's
/// parameters), are `LocalKey.implicit(name)`.
struct LocalKey: Hashable {
    let place: Int
    let name: String

    init(place: Int, name: String) {
        self.place = place
        self.name = name
    }

    /// The variable `name` declared at `range` (a parameter's, a `let`'s, a pattern's name).
    init(_ name: String, declaredAt range: SourceRange) { self.init(place: range.start.offset, name: name) }

    static func implicit(_ name: String) -> LocalKey { LocalKey(place: -1, name: name) }
}

/// Variables of one scope, chained to the enclosing scope.
final class Environment {
    private var values: [LocalKey: Value] = [:]
    /// The declared variables of this scope by name, for code the runtime writes, which names them (`env.lookup(name)`).
    private var declaredNames: [String: LocalKey] = [:]
    let parent: Environment?
    /// `$0`, `$1` … of a closure without named parameters.
    var anonymousArguments: [Value]?

    init(parent: Environment?) { self.parent = parent }

    /// Defines a name the language or the runtime declares (`self`, `newValue` of a built-in's setter, a generic parameter).
    func define(_ name: String, _ value: Value) { values[.implicit(name)] = value }

    /// Defines the variable of a declaration in the program (a parameter, a `let`, a pattern's name).
    func define(_ key: LocalKey, _ value: Value) {
        values[key] = value
        if key.place >= 0 { declaredNames[key.name] = key }
    }

    /// The variable of a declaration, as the checker bound a name to it.
    func lookup(_ key: LocalKey) -> Value? {
        var scope: Environment? = self
        while let current = scope {
            if let value = current.values[key] { return value }
            scope = current.parent
        }
        return nil
    }

    /// The variable of a parameter of the function or closure this scope runs (an `inout` parameter's last value).
    func lookup(_ parameter: FunctionDecl.Parameter) -> Value? { lookup(LocalKey(parameter.name, declaredAt: parameter.range)) }

    func lookup(_ parameter: Closure.Parameter) -> Value? { lookup(LocalKey(parameter.name, declaredAt: parameter.range)) }

    /// The nearest variable of this name, for code the runtime writes and names the checker did not see.
    func lookup(_ name: String) -> Value? {
        var scope: Environment? = self
        while let current = scope {
            if let value = current.value(named: name) { return value }
            scope = current.parent
        }
        return nil
    }

    private func key(named name: String) -> LocalKey? {
        let implicit = LocalKey.implicit(name)
        if values[implicit] != nil { return implicit }
        return declaredNames.isEmpty ? nil : declaredNames[name]
    }

    private func value(named name: String) -> Value? {
        if let value = values[.implicit(name)] { return value }
        return declaredNames.isEmpty ? nil : declaredNames[name].flatMap { values[$0] }
    }

    /// The nearest scope that holds the variable, and its storage.
    func scope(holding key: LocalKey) -> Environment? {
        var scope: Environment? = self
        while let current = scope {
            if current.values[key] != nil { return current }
            scope = current.parent
        }
        return nil
    }

    /// The nearest scope that defines `name`, and the variable's storage there.
    func place(defining name: String) -> (scope: Environment, key: LocalKey)? {
        var scope: Environment? = self
        while let current = scope {
            if let key = current.key(named: name) { return (current, key) }
            scope = current.parent
        }
        return nil
    }

    /// Takes a variable's value out of this scope, leaving nil in its place, so the caller holds the only reference and
    /// can change it in place (a copied array or string would make every append cost its length); `put` returns it.
    func take(_ key: LocalKey) -> Value { values.updateValue(.null, forKey: key) ?? .null }

    func put(_ key: LocalKey, _ value: Value) { values[key] = value }

    /// Replaces the value of `name` in the nearest scope that defines it (`self` after a mutating method).
    func assign(_ name: String, _ value: Value) {
        guard let (scope, key) = place(defining: name) else { return }
        scope.values[key] = value
    }

    /// The scope whose `$index` this is (a closure's, for `$0 += $1` in `reduce(into:)`).
    func scope(holdingAnonymous index: Int) -> Environment? {
        var scope: Environment? = self
        while let current = scope {
            if let arguments = current.anonymousArguments { return index < arguments.count ? current : nil }
            scope = current.parent
        }
        return nil
    }

    func anonymousArgument(_ index: Int) -> Value? {
        var scope: Environment? = self
        while let current = scope {
            if let arguments = current.anonymousArguments { return index < arguments.count ? arguments[index] : nil }
            scope = current.parent
        }
        return nil
    }
}
