import Foundation

struct FlexibleNumbers: Codable {
    let a: Double
    let b: Int
    let c: Float
}

func run() {
    let json = #"{"a": 3, "b": 4, "c": 0.5}"#
    let numbers = try! JSONDecoder().decode(FlexibleNumbers.self, from: Data(json.utf8))
    print(numbers.a, numbers.b, numbers.c)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(data: try! encoder.encode(FlexibleNumbers(a: 1, b: -2, c: 2.5)), encoding: .utf8)!)
    print(String(data: try! encoder.encode(FlexibleNumbers(a: 0.1, b: 0, c: 1e-3)), encoding: .utf8)!)
    let big = try! JSONDecoder().decode([Int64].self, from: Data("[9007199254740993, -1]".utf8))
    print(big)
}
