func wrap<T: Sendable>(_ value: T) -> some Sendable { value }
func wraps<each T: Sendable>(_ values: repeat each T) -> (repeat each T) { (repeat each values) }
