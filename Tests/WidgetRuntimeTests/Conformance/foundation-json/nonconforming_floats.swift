import Foundation

struct FloatReading: Codable {
    let value: Double
}

func run() {
    let encoder = JSONEncoder()
    do {
        _ = try encoder.encode(FloatReading(value: .infinity))
        print("encoded")
    } catch EncodingError.invalidValue {
        print("invalidValue")
    } catch {
        print("other")
    }
    encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    print(String(data: try! encoder.encode([FloatReading(value: .infinity), FloatReading(value: -.infinity), FloatReading(value: 1)]), encoding: .utf8)!)
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let back = try! decoder.decode([FloatReading].self, from: Data(#"[{"value": "nan"}, {"value": "-inf"}]"#.utf8))
    print(back[0].value.isNaN, back[1].value)
}
