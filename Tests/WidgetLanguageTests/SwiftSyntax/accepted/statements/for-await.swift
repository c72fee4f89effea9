func consume(_ stream: AsyncStream<Int>) async -> Int {
    var total = 0
    for await value in stream { total += value }
    return total
}
func lines(_ url: URL) async throws -> [String] {
    var out: [String] = []
    for try await line in url.lines { out.append(line) }
    return out
}
func filtered(_ s: AsyncStream<Int>) async {
    for await case let v in s where v > 2 { print(v) }
}
