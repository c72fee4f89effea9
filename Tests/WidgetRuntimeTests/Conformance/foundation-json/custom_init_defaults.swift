import Foundation

struct DefaultedSettings: Decodable {
    let theme: String
    let fontSize: Int
    let showBadges: Bool

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        theme = try container.decodeIfPresent(String.self, forKey: .theme) ?? "light"
        fontSize = try container.decodeIfPresent(Int.self, forKey: .fontSize) ?? 14
        showBadges = try container.decodeIfPresent(Bool.self, forKey: .showBadges) ?? true
    }

    enum CodingKeys: String, CodingKey {
        case theme, fontSize, showBadges
    }
}

func run() {
    for json in [#"{}"#, #"{"theme": "dark"}"#, #"{"fontSize": 18, "showBadges": false}"#] {
        let settings = try! JSONDecoder().decode(DefaultedSettings.self, from: Data(json.utf8))
        print(settings.theme, settings.fontSize, settings.showBadges)
    }
}
