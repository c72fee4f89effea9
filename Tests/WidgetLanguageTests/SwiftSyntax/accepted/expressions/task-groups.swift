func loadAll(_ ids: [Int]) async throws -> [String] {
    try await withThrowingTaskGroup(of: String.self) { group in
        for id in ids {
            group.addTask { "item \(id)" }
        }
        var results: [String] = []
        for try await value in group {
            results.append(value)
        }
        return results
    }
}
func discard() async {
    await withDiscardingTaskGroup { group in
        group.addTask { }
    }
}
