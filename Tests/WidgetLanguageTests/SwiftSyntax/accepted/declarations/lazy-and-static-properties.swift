final class Cache {
    static let shared = Cache()
    static var hits = 0
    class var kind: String { "cache" }
    lazy var storage: [String: Data] = [:]
    lazy var formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        return f
    }()
    private static let queue = DispatchQueue(label: "cache")
}
