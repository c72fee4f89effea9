func locals() {
    @discardableResult func inner() -> Int { 1 }
    @MainActor struct Local {}
    inner()
}
