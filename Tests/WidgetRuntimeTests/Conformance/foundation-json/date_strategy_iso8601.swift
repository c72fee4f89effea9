import Foundation

struct IsoMeeting: Codable {
    let topic: String
    let start: Date
    let end: Date
}

func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let json = #"{"topic": "Standup", "start": "2024-03-10T09:00:00Z", "end": "2024-03-10T09:15:00Z"}"#
    let meeting = try! decoder.decode(IsoMeeting.self, from: Data(json.utf8))
    print(meeting.topic, meeting.start)
    print(meeting.end.timeIntervalSince(meeting.start))
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = .sortedKeys
    print(String(data: try! encoder.encode(meeting), encoding: .utf8)!)
}
