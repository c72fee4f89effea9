import Foundation

struct EscapedText: Codable {
    let value: String
}

func run() {
    let encoder = JSONEncoder()
    print(String(data: try! encoder.encode(EscapedText(value: "a/b \"c\" \\ d")), encoding: .utf8)!)
    encoder.outputFormatting = .withoutEscapingSlashes
    print(String(data: try! encoder.encode(EscapedText(value: "https://x.io/p")), encoding: .utf8)!)
    print(String(data: try! encoder.encode(EscapedText(value: "tab\there\nnew")), encoding: .utf8)!)
    print(String(data: try! encoder.encode(EscapedText(value: "café ☕️")), encoding: .utf8)!)
    let decoded = try! JSONDecoder().decode(EscapedText.self, from: Data(#"{"value": "caf\u00e9 \ud83d\ude00 \n!"}"#.utf8))
    print(decoded.value, decoded.value.count)
}
