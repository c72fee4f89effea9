func stream() -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in 0..<3 { continuation.yield(i) }
        continuation.finish()
    }
}
func consume() async throws -> [Int] {
    var out: [Int] = []
    for await i in stream() where i > 0 { out.append(i) }
    let (s, c) = AsyncThrowingStream<Int, Error>.makeStream()
    c.yield(1); c.finish()
    for try await value in s { out.append(value) }
    return out
}
