func summary() async throws -> String {
    async let user = fetchUser()
    async let posts = fetchPosts()
    async let (a, b) = (fetchUser(), fetchUser())
    let (u, p) = try await (user, posts)
    return "\(u) \(p.count) \(await a) \(await b)"
}
func fetchUser() async -> String { "u" }
func fetchPosts() async throws -> [String] { [] }
