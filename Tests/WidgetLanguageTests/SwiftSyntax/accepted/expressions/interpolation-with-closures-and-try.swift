func describe(_ items: [Int]) async throws -> String {
    "sum \(items.reduce(0) { $0 + $1 }), first \(items.first.map { "\($0)" } ?? "-"), \(try parse("3")), \(await fetch())"
}
func parse(_ s: String) throws -> Int { Int(s) ?? 0 }
func fetch() async -> String { "x" }
