protocol Drawable {
    var name: String { get }
    var scale: Double { get set }
    static var kind: String { get }
    func draw() -> String
    mutating func reset()
    static func make() -> Self
    init(name: String)
    init?(data: Data)
    subscript(index: Int) -> Int { get }
    subscript(key: String) -> String? { get set }
    func load() async throws -> Data
}
