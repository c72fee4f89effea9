import Foundation

struct SortedPoint: Encodable {
    let y: Int
    let x: Int
    let label: String
}

func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try! encoder.encode(SortedPoint(y: 2, x: 1, label: "A"))
    print(String(data: data, encoding: .utf8)!)
    let list = try! encoder.encode([SortedPoint(y: 0, x: 0, label: "origin"), SortedPoint(y: -1, x: 5, label: "p")])
    print(String(data: list, encoding: .utf8)!)
    print(data.count)
}
