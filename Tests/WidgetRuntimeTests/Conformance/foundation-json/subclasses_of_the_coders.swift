import Foundation

// A class of the program that inherits from JSONDecoder or JSONEncoder: it sets
// the strategies in its init and answers to the coder's own methods, called on
// it, on self, and through a variable typed as the Foundation class.
struct SubclassedRow: Decodable {
    let itemName: String
    let when: Date
}

class SnakeCaseDecoder: JSONDecoder, @unchecked Sendable {
    let label: String

    init(label: String) {
        self.label = label
        super.init()
        dateDecodingStrategy = .iso8601
        self.keyDecodingStrategy = .convertFromSnakeCase
    }

    func rows(_ text: String) throws -> [SubclassedRow] {
        try decode([SubclassedRow].self, from: Data(text.utf8))
    }
}

class SortedEncoder: JSONEncoder, @unchecked Sendable {
    override init() {
        super.init()
        outputFormatting = [.sortedKeys]
    }
}

class PlainDecoderSubclass: JSONDecoder, @unchecked Sendable {}

func run() {
    let decoder = SnakeCaseDecoder(label: "snake")
    let text = #"[{"item_name": "a", "when": "2024-01-02T03:04:05Z"}, {"item_name": "b", "when": "2024-05-06T07:08:09Z"}]"#
    do {
        let rows = try decoder.decode([SubclassedRow].self, from: Data(text.utf8))
        print(rows.map(\.itemName), rows[1].when.timeIntervalSince1970, decoder.label)
        print(try decoder.rows(text).count)
        let general: JSONDecoder = decoder
        print(general is SnakeCaseDecoder, type(of: general))
        let again = try general.decode([SubclassedRow].self, from: Data(text.utf8))
        print(again.last?.itemName ?? "none")
        let encoded = try SortedEncoder().encode(["b": 1, "a": 2, "c": 0])
        print(String(data: encoded, encoding: .utf8) ?? "")
        let plain = try PlainDecoderSubclass().decode([String: Int].self, from: Data(#"{"x": 1}"#.utf8))
        print(plain)
        _ = try decoder.decode([SubclassedRow].self, from: Data(#"[{"itemName": "a", "when": "2024-01-02T03:04:05Z"}]"#.utf8))
    } catch {
        print("error:", error)
    }
}
