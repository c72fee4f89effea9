import Foundation

struct SynSettings: Codable, Equatable {
    var name: String
    var volume: Int
    var tags: [String]
    var ratio: Double?
}

func run() {
    let settings = SynSettings(name: "main", volume: 7, tags: ["x", "y"], ratio: 0.5)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    do {
        let data = try encoder.encode(settings)
        print(String(decoding: data, as: UTF8.self))
        let back = try JSONDecoder().decode(SynSettings.self, from: data)
        print(back == settings, back.tags)
        let partial = try JSONDecoder().decode(SynSettings.self, from: Data(#"{"name":"n","volume":1,"tags":[]}"#.utf8))
        print(partial.ratio == nil, partial.name)
    } catch {
        print("error")
    }
}
