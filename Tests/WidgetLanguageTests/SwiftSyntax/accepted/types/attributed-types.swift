struct Settings {
    var onChange: @MainActor (Int) -> Void
    var loader: @Sendable () async throws -> [String]
    var escaping: (@escaping () -> Void) -> Void
}
