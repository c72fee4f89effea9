import Foundation

struct MqStats {
    let values: [Double]
    // The type's own `max` hides the standard one inside it: `Swift.max` names the standard library's.
    func max() -> Double { values.reduce(-Double.infinity) { Swift.max($0, $1) } }
    func root() -> Double { Foundation.sqrt(max()) }
}

func run() {
    let stats = MqStats(values: [4, 16, 9])
    print(stats.max(), stats.root())
    print(Swift.min(3, 7), Foundation.floor(2.7), Swift.abs(-4))
    let date = Date(timeIntervalSince1970: 1_000_000)
    print(date.description(with: Locale(identifier: "en_US")))
    print(date.description(with: nil) == date.description)
    let when: Foundation.Date = Foundation.Date(timeIntervalSince1970: 0)
    print(when.timeIntervalSince1970)
}
