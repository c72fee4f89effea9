import Foundation

extension CodingUserInfoKey {
    static let uiScale = CodingUserInfoKey(rawValue: "uiScale")!
    static let uiUnit = CodingUserInfoKey(rawValue: "uiUnit")!
}

struct UiReading: Codable {
    let value: Double
    let unit: String

    enum CodingKeys: String, CodingKey { case value }

    init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let raw = try container.decode(Double.self, forKey: .value)
        let scale = decoder.userInfo[.uiScale] as? Double ?? 1
        value = raw * scale
        unit = decoder.userInfo[.uiUnit] as? String ?? "?"
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let scale = encoder.userInfo[.uiScale] as? Double ?? 1
        try container.encode(value / scale, forKey: .value)
    }
}

struct UiBatch: Decodable {
    let readings: [UiReading]
}

func run() {
    let json = Data(#"{"readings": [{"value": 4}, {"value": 1.5}]}"#.utf8)
    let plain = JSONDecoder()
    let scaled = JSONDecoder()
    scaled.userInfo[.uiScale] = 10.0
    scaled.userInfo[.uiUnit] = "mm"
    for decoder in [plain, scaled] {
        if let batch = try? decoder.decode(UiBatch.self, from: json) {
            print(batch.readings.map { "\($0.value) \($0.unit)" })
        }
    }
    print(scaled.userInfo.count, plain.userInfo.isEmpty, CodingUserInfoKey.uiUnit.rawValue)
    let encoder = JSONEncoder()
    encoder.userInfo = [.uiScale: 2.0]
    if let data = try? encoder.encode(UiReading(value: 9, unit: "cm")) {
        print(String(decoding: data, as: UTF8.self))
    }
}
