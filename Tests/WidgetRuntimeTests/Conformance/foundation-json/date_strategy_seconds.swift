import Foundation

struct StampedEvent: Codable {
    let name: String
    let at: Date
}

func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    let json = #"{"name": "launch", "at": 1700000000}"#
    let event = try! decoder.decode(StampedEvent.self, from: Data(json.utf8))
    print(event.name, event.at)
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = .sortedKeys
    print(String(data: try! encoder.encode(event), encoding: .utf8)!)
    let defaultEncoder = JSONEncoder()
    defaultEncoder.outputFormatting = .sortedKeys
    print(String(data: try! defaultEncoder.encode(event), encoding: .utf8)!)
}
