import Foundation

struct LossyEntry: Decodable {
    let id: Int
    let label: String
}

struct LossyWrapper: Decodable {
    let entry: LossyEntry?

    init(from decoder: Decoder) throws {
        entry = try? LossyEntry(from: decoder)
    }
}

func run() {
    let json = #"[{"id": 1, "label": "ok"}, {"id": "bad"}, {"id": 3, "label": "fine"}, 42]"#
    let wrappers = try! JSONDecoder().decode([LossyWrapper].self, from: Data(json.utf8))
    print(wrappers.count)
    let entries = wrappers.compactMap(\.entry)
    print(entries.count)
    for entry in entries {
        print(entry.id, entry.label)
    }
}
