import Foundation

// A key struct of the program (`init?(stringValue:)`) as a container's key type: its `allKeys`, decoding by one.

struct Route: Decodable {
    let color: String
    let stops: [String: Int]

    private enum FixedKeys: String, CodingKey {
        case color = "COLOR"
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { return nil }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        color = try container.decode(String.self, forKey: AnyKey(stringValue: FixedKeys.color.rawValue)!)
        var stops: [String: Int] = [:]
        for key in container.allKeys where key.stringValue != FixedKeys.color.rawValue {
            stops[key.stringValue] = try container.decode(Int.self, forKey: key)
        }
        self.stops = stops
    }
}

struct Pair: Decodable {
    let keys: [String]
    enum CodingKeys: String, CodingKey { case first = "one", second }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        keys = container.allKeys.map(\.stringValue).sorted()
    }
}

func run() {
    let text = "{\"COLOR\": \"red\", \"UNION\": 2, \"CHAPEL\": 5}"
    let route = try! JSONDecoder().decode(Route.self, from: Data(text.utf8))
    print(route.color, route.stops.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
    let pair = try! JSONDecoder().decode(Pair.self, from: Data("{\"one\": 1, \"second\": 2, \"third\": 3}".utf8))
    print(pair.keys)
}
