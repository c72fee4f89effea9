func apply<T, U>(_ value: T, _ f: (T) throws -> U) rethrows -> U { try f(value) }
func useApply() -> String {
    apply(5) { "\($0)" } + apply("x", { $0 + "y" })
}
