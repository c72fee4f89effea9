import Foundation

struct UpperKeyed: Decodable {
    let name: String
    let count: Int
}

struct PlainCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .custom { path in
        PlainCodingKey(stringValue: path.last!.stringValue.lowercased())
    }
    let json = #"{"NAME": "Bolt", "COUNT": 12}"#
    let value = try! decoder.decode(UpperKeyed.self, from: Data(json.utf8))
    print(value.name, value.count)
}
