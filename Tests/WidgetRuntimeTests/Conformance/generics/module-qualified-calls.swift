import Foundation

extension Array where Element == Int {
    func genericCapped(at limit: Int) -> [Int] { map { Swift.min($0, limit) } }
    func genericSpread() -> Int { Swift.max(0, (self.max() ?? 0) - (self.min() ?? 0)) }
}

struct GenericSpan {
    var low: Double
    var high: Double
    func max() -> Double { high }
    func clamp(_ x: Double) -> Double { Swift.min(Swift.max(x, low), max()) }
}

func run() {
    print([1, 5, 9].genericCapped(at: 4), [3, 10, 7].genericSpread(), [Int]().genericSpread())
    let range = GenericSpan(low: 1, high: 2)
    print(range.clamp(5), range.clamp(0), range.clamp(1.5), range.max())
    let when = Foundation.Date(timeIntervalSince1970: 60)
    let name: Swift.String = "n"
    print(when.timeIntervalSince1970, name, Swift.abs(-3))
    Swift.print("qualified", terminator: "|\n")
}
