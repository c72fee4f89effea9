import Foundation

struct SnakeSettings: Encodable {
    let userName: String
    let maxItemCount: Int
    let showURLPreview: Bool
}

func run() {
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = .sortedKeys
    let data = try! encoder.encode(SnakeSettings(userName: "kim", maxItemCount: 5, showURLPreview: true))
    print(String(data: data, encoding: .utf8)!)
    let plain = JSONEncoder()
    plain.outputFormatting = .sortedKeys
    print(String(data: try! plain.encode(SnakeSettings(userName: "kim", maxItemCount: 5, showURLPreview: false)), encoding: .utf8)!)
}
