@propertyWrapper
struct RrClamped {
    private var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: String { "\(value) in \(range)" }
}
@propertyWrapper
struct RrTrimmed {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.trimmingCharacters(in: .whitespaces) }
    }
    init(wrappedValue: String) { self.wrappedValue = wrappedValue }
}
struct RrSettings {
    @RrClamped(0...10) var volume: Int = 5
    @RrTrimmed var name: String = "  widget  "
}
@resultBuilder
struct RrLines {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildOptional(_ s: [String]?) -> [String] { s ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
func rrReport(@RrLines _ make: () -> [String]) -> String { make().joined(separator: "|") }
import Foundation
func run() {
    var s = RrSettings()
    print(s.volume, s.$volume, s.name)
    s.volume = 42
    s.name = " pad me "
    print(s.volume, s.$volume, "[\(s.name)]")
    let detailed = true
    let text = rrReport {
        "title"
        if detailed { "details" }
        if !detailed { "hidden" }
        if s.volume > 5 { "loud" } else { "quiet" }
        for i in 1...2 { "row \(i)" }
    }
    print(text)
}
