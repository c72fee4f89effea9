import Foundation
extension URL: @retroactive ExpressibleByStringLiteral {
    public init(stringLiteral value: StaticString) { self.init(string: "\(value)")! }
}
extension Date {
    init?(iso: String) {
        guard let d = ISO8601DateFormatter().date(from: iso) else { return nil }
        self = d
    }
}
extension NSObject {
    @objc convenience init(tagged tag: Int) { self.init() }
}
