import Foundation

struct MillisSample: Codable {
    let value: Double
    let time: Date
}

func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    let json = #"[{"value": 1.5, "time": 1700000000000}, {"value": 2.25, "time": 1700000060500}]"#
    let samples = try! decoder.decode([MillisSample].self, from: Data(json.utf8))
    for sample in samples {
        print(sample.value, sample.time.timeIntervalSince1970)
    }
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .millisecondsSince1970
    encoder.outputFormatting = .sortedKeys
    print(String(data: try! encoder.encode(samples[0]), encoding: .utf8)!)
}
