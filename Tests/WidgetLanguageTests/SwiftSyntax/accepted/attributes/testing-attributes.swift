import Testing
@Suite("Parsing", .serialized)
struct ParsingTests {
    @Test func simple() { #expect(1 + 1 == 2) }
    @Test("Named with arguments", arguments: [1, 2, 3])
    func arguments(value: Int) throws {
        try #require(value > 0)
    }
    @Test(.disabled("not yet"), .bug("https://example.com/1"))
    func disabled() async throws {}
    @Test(.tags(.fast), .timeLimit(.minutes(1)))
    func tagged() {}
}
extension Tag { @Tag static var fast: Self }
