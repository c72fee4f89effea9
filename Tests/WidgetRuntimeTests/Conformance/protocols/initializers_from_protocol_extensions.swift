protocol ExtInitNamedID: Hashable, Codable {
    var rawValue: String { get }
    init(rawValue: String)
    static var namespace: String { get }
}
extension ExtInitNamedID {
    init(_ rawValue: String) { self.init(rawValue: rawValue) }
    var qualified: String { "\(Self.namespace).\(rawValue)" }
}
struct ExtInitCategory: ExtInitNamedID {
    static let contextual = Self("Contextual")
    static let namespace = "Spray"
    var rawValue: String
}
struct ExtInitTier: ExtInitNamedID {
    static let namespace = "ExtInitTier"
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue.uppercased() }
}
func run() {
    print(ExtInitCategory.contextual.qualified, ExtInitCategory("x").rawValue, ExtInitCategory(rawValue: "y").rawValue)
    print(ExtInitTier("gold").qualified)
}
