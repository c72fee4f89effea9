import Foundation

struct Timeline: Codable, Equatable {
    let kind: String
    let entries: [Entry]

    struct Entry: Codable, Equatable {
        let title: String
        let progress: Double
    }
}

func run() {
    let timeline = Timeline(kind: "daily-goals", entries: [.init(title: "Steps", progress: 0.5), .init(title: "Read", progress: 1)])
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
        let data = try encoder.encode(timeline)
        print(String(decoding: data, as: UTF8.self))
        let back = try JSONDecoder().decode(Timeline.self, from: data)
        print(back == timeline, back.kind, back.entries.map(\.title))
        let many = try JSONDecoder().decode([Timeline].self, from: Data("[\(String(decoding: data, as: UTF8.self))]".utf8))
        print(many.count, many.first?.entries.last?.progress ?? -1)
    } catch {
        print("unexpected", error)
    }
}
