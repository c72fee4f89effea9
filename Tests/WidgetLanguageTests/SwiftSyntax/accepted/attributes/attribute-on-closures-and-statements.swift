func use() {
    let a = { @MainActor in }
    let b = { @Sendable [a] in _ = a }
    let c = { @MainActor @Sendable () -> Int in 1 }
    _ = (b, c)
}
