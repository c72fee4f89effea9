import Foundation

struct RoundTripNote: Codable, Equatable {
    var id: Int
    var text: String
    var pinned: Bool
    var tags: [String]
    var rating: Double?
}

func run() {
    let notes = [RoundTripNote(id: 1, text: "hello \"quoted\"", pinned: true, tags: ["a"], rating: 4.5), RoundTripNote(id: 2, text: "line\nbreak", pinned: false, tags: [], rating: nil)]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try! encoder.encode(notes)
    print(String(data: data, encoding: .utf8)!)
    let back = try! JSONDecoder().decode([RoundTripNote].self, from: data)
    print(back == notes)
    print(back[0].text, back[1].rating == nil)
}
