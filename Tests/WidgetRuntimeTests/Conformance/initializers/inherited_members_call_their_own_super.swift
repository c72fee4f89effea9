class Feed {
    let name: String
    var minutes: Int { 60 }
    init(name: String) { self.name = name }
    func describe() -> String { "\(name) every \(minutes)m" }
    func items(from hour: Int) -> [String] { (hour..<hour + 2).map { "\(name)@\($0 % 24)" } }
}
class StockFeed: Feed {
    let symbols: [String]
    override var minutes: Int { 15 }
    init(symbols: [String]) {
        self.symbols = symbols
        super.init(name: "stocks")
    }
    override func describe() -> String { super.describe() + " for " + symbols.joined(separator: "/") }
}
final class CoinFeed: StockFeed {
    override var minutes: Int { 5 }
    override func items(from hour: Int) -> [String] { super.items(from: hour).map { $0.uppercased() } }
}
class Base3 { var log: [String] = []; func hello() { log.append("base") } }
class Middle3: Base3 { override func hello() { super.hello(); log.append("middle") } }
class Leaf3: Middle3 {}
func run() {
    let feeds: [Feed] = [Feed(name: "news"), StockFeed(symbols: ["A", "B"]), CoinFeed(symbols: ["BTC"])]
    for feed in feeds {
        print(feed.describe(), feed.items(from: 23))
    }
    let leaf = Leaf3()
    leaf.hello()
    print(leaf.log, type(of: leaf))
}
