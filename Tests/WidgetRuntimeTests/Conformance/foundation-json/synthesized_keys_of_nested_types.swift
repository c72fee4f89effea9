import Foundation

struct NestedKeysResponse: Codable {
    let items: [Data]
    let extras: [Item]

    struct Data: Codable {
        let unit: String?
        let variable: String

        init(from decoder: any Decoder) throws {
            let container: KeyedDecodingContainer<NestedKeysResponse.Data.CodingKeys> = try decoder.container(keyedBy: NestedKeysResponse.Data.CodingKeys.self)
            self.unit = try? container.decode(String.self, forKey: NestedKeysResponse.Data.CodingKeys.unit)
            self.variable = try container.decode(String.self, forKey: NestedKeysResponse.Data.CodingKeys.variable)
        }
    }

    struct Item: Codable {
        let name: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Item.CodingKeys.self)
            self.name = try container.decode(String.self, forKey: .name).uppercased()
        }
    }
}

func run() {
    let json = #"{"items": [{"unit": "kW", "variable": "pv"}, {"variable": "grid"}], "extras": [{"name": "a"}]}"#
    do {
        let response = try JSONDecoder().decode(NestedKeysResponse.self, from: Data(json.utf8))
        print(response.items.map { "\($0.unit ?? "-") \($0.variable)" }, response.extras.map(\.name))
        let encoded = try JSONEncoder().encode(response.extras[0])
        print(String(decoding: encoded, as: UTF8.self))
    } catch {
        print("failed", error)
    }
}
