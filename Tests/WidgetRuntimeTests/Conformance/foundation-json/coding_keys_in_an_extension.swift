import Foundation

// `CodingKeys` Swift writes for a Codable struct, named by an `init(from:)` its extension adds.
struct ExtensionDecodedApp: Codable {
    let name: String
    let website: URL?
}

extension ExtensionDecodedApp {
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        name = try values.decodeIfPresent(String.self, forKey: .name) ?? "unnamed"
        website = try? values.decodeIfPresent(URL.self, forKey: .website)
    }
}

func run() {
    let app = try? JSONDecoder().decode(ExtensionDecodedApp.self, from: Data(#"{"website": "https://example.com"}"#.utf8))
    print(app?.name ?? "nil", app?.website?.absoluteString ?? "nil")
    let named = try? JSONDecoder().decode(ExtensionDecodedApp.self, from: Data(#"{"name": "Ice", "website": 3}"#.utf8))
    print(named?.name ?? "nil", named?.website == nil)
    if let data = try? JSONEncoder().encode(named), let text = String(data: data, encoding: .utf8) { print(text) }
}
