import Foundation

// The CodingKeys Swift writes for a Codable type that declares none, named in the type's own members.

struct KnownSource: Codable {
    var identifier: String
    var sourceURL: URL?
    var bundleIDs: [String]?

    var dictionary: [String: Any] {
        [
            KnownSource.CodingKeys.identifier.stringValue: identifier,
            KnownSource.CodingKeys.sourceURL.stringValue: sourceURL?.absoluteString ?? "",
            KnownSource.CodingKeys.bundleIDs.stringValue: bundleIDs ?? [],
        ]
    }

    static var keyNames: String { CodingKeys.sourceURL.stringValue + " " + CodingKeys.bundleIDs.stringValue }
}

struct Reading: Codable {
    let value: Double
    let unit: String
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        value = try container.decode(Double.self, forKey: .value) * 2
        unit = try container.decodeIfPresent(String.self, forKey: .unit) ?? "?"
    }
}

func run() {
    let source = KnownSource(identifier: "com.example", sourceURL: URL(string: "https://example.com/s.json"), bundleIDs: ["a"])
    print(source.dictionary.keys.sorted())
    print(KnownSource.keyNames)
    let data = try! JSONEncoder().encode(source)
    let back = try! JSONDecoder().decode(KnownSource.self, from: data)
    print(back.identifier, back.bundleIDs ?? [])
    let reading = try! JSONDecoder().decode(Reading.self, from: Data("{\"value\": 2.5}".utf8))
    print(reading.value, reading.unit)
}
