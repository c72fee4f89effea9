/// Variables of one scope, chained to the enclosing scope.
final class Environment {
    private var values: [String: Value] = [:]
    let parent: Environment?
    /// `$0`, `$1` … of a closure without named parameters.
    var anonymousArguments: [Value]?

    init(parent: Environment?) { self.parent = parent }

    func define(_ name: String, _ value: Value) { values[name] = value }

    func lookup(_ name: String) -> Value? {
        var scope: Environment? = self
        while let current = scope {
            if let value = current.values[name] { return value }
            scope = current.parent
        }
        return nil
    }

    /// The nearest scope that defines `name`.
    func scope(defining name: String) -> Environment? {
        var scope: Environment? = self
        while let current = scope {
            if current.values[name] != nil { return current }
            scope = current.parent
        }
        return nil
    }

    /// Takes `name`'s value out of this scope, leaving nil in its place, so the
    /// caller holds the only reference and can change it in place (a copied
    /// array or string would make every append cost its length); `put` returns it.
    func take(_ name: String) -> Value { values.updateValue(.null, forKey: name) ?? .null }

    func put(_ name: String, _ value: Value) { values[name] = value }

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
