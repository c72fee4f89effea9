struct Registry {
    var storage: [ObjectIdentifier: Any] = [:]
    subscript<T>(_ type: T.Type) -> T? {
        get { storage[ObjectIdentifier(type)] as? T }
        set { storage[ObjectIdentifier(type)] = newValue }
    }
    init<S: Sequence>(_ seq: S) where S.Element == (ObjectIdentifier, Any) {
        for (k, v) in seq { storage[k] = v }
    }
}
