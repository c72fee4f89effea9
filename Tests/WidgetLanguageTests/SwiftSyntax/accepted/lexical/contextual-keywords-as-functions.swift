func get() -> Int { 1 }
func set(_ value: Int) {}
func open(_ path: String) {}
func type(of value: Int) -> String { "Int" }
func async(_ work: () -> Void) { work() }
func convenience() {}
func use() {
    let lazy = get()
    set(lazy)
    open("a")
    async { }
    let mutating = 3
    _ = mutating
}
