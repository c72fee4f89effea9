func fetch() async -> Int { 1 }
func fetchThrowing() async throws -> [String] { [] }
func awaiting() async throws -> Int {
    let a = await fetch()
    let b = try await fetchThrowing()
    let c = await fetch() + fetch()
    let d = try? await fetchThrowing()
    async let e = fetch()
    return a + b.count + c + (d?.count ?? 0) + (await e)
}
