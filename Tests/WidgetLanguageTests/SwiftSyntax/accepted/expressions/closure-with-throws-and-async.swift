func schedule(_ op: @escaping @Sendable () async throws -> Void) {}
func use() {
    schedule {
        try await Task.sleep(nanoseconds: 1_000)
    }
    schedule { () async throws -> Void in
        try Task.checkCancellation()
    }
}
