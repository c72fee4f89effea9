func attributes() {
    let a = { @MainActor in print("main") }
    let b = { @Sendable (x: Int) -> Int in x * 2 }
    let c = { @MainActor [weak a] () async -> Void in _ = a }
    let d: @Sendable () -> Void = { @Sendable in }
    _ = (a, b, c, d)
}
