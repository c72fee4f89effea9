import Foundation

func run() {
    let scores: [String: Int] = ["zed": 3, "amy": 10, "kai": 7]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(data: try! encoder.encode(scores), encoding: .utf8)!)
    let json = #"{"b": [1, 2], "a": [], "c": [3]}"#
    let decoded = try! JSONDecoder().decode([String: [Int]].self, from: Data(json.utf8))
    for key in decoded.keys.sorted() {
        print(key, decoded[key]!, decoded[key]!.reduce(0, +))
    }
    let nested: [String: [String: Double]] = ["x": ["b": 1.5, "a": 2]]
    print(String(data: try! encoder.encode(nested), encoding: .utf8)!)
}
