import Foundation

struct Temperature: Encodable {
    let celsius: Double

    enum CodingKeys: String, CodingKey {
        case celsius, fahrenheit, label
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(celsius, forKey: .celsius)
        try container.encode(celsius * 9 / 5 + 32, forKey: .fahrenheit)
        try container.encode(celsius >= 25 ? "warm" : "cool", forKey: .label)
    }
}

func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    for value in [20.0, 30.5, -5] {
        print(String(data: try! encoder.encode(Temperature(celsius: value)), encoding: .utf8)!)
    }
}
