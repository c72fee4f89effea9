func legacy(_ done: @escaping (Int) -> Void) { done(1) }
func modern() async -> Int {
    await withCheckedContinuation { continuation in
        legacy { value in continuation.resume(returning: value) }
    }
}
func throwing() async throws -> String {
    try await withCheckedThrowingContinuation { (c: CheckedContinuation<String, Error>) in
        c.resume(returning: "ok")
    }
}
