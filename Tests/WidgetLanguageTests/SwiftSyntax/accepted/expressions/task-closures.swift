func start() {
    Task {
        await work()
    }
    Task { @MainActor in
        update()
    }
    Task.detached(priority: .background) {
        await work()
    }
    let handle = Task<Int, Never> { 42 }
    _ = handle
}
func work() async {}
@MainActor func update() {}
