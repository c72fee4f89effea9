import Foundation

struct HexColor: Codable, Equatable {
    let red: Int, green: Int, blue: Int

    init(red: Int, green: Int, blue: Int) {
        self.red = red; self.green = green; self.blue = blue
    }

    init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let value = Int(text.dropFirst(), radix: 16) ?? 0
        self.init(red: value >> 16, green: (value >> 8) & 0xFF, blue: value & 0xFF)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode("#" + [red, green, blue].map { String(format: "%02X", $0) }.joined())
    }
}

func run() {
    let colors = try! JSONDecoder().decode([HexColor].self, from: Data(##"["#FF8000", "#0a0b0c"]"##.utf8))
    for color in colors {
        print(color.red, color.green, color.blue)
    }
    print(String(data: try! JSONEncoder().encode(colors), encoding: .utf8)!)
}
