import Foundation

struct PrettyConfig: Encodable {
    let title: String
    let refresh: Int
    let colors: [String]
    let nested: [String: Bool]
}

func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let config = PrettyConfig(title: "Weather", refresh: 15, colors: ["blue", "gray"], nested: ["b": false, "a": true])
    let data = try! encoder.encode(config)
    print(String(data: data, encoding: .utf8)!)
    let empty = try! encoder.encode([String]())
    print(String(data: empty, encoding: .utf8)!)
}
