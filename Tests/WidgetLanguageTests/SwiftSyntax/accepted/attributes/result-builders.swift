@resultBuilder
enum ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildOptional(_ s: [String]?) -> [String] { s ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
    static func buildLimitedAvailability(_ s: [String]) -> [String] { s }
    static func buildFinalResult(_ s: [String]) -> [String] { s }
}
@ListBuilder func lines(_ loud: Bool) -> [String] {
    "first"
    if loud { "LOUD" } else { "quiet" }
    for i in 0..<2 { "item \(i)" }
    if #available(iOS 17, *) { "new" }
}
struct Doc { @ListBuilder var content: [String] { "a"; "b" } }
