func discard() {
    _ = Int("5")
    _ = [1, 2].map { $0 }
    let _ = "ignored"
    let (_, keep) = (1, 2)
    _ = keep
}
