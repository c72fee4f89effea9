protocol Loader<Output> {
    associatedtype Output
    func load() async throws -> Output
}
struct Fixed: Loader { func load() async throws -> Int { 1 } }
func run(_ loader: some Loader<Int>) async throws -> Int { try await loader.load() }
func store(_ loaders: [any Loader<String>]) {}
