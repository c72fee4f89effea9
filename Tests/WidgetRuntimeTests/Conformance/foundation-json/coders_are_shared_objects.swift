import Foundation

struct SharedSnapshot: Codable {
    let widgetName: String
    let refreshedAt: Date
}

func configureForWidgets(_ encoder: JSONEncoder) {
    encoder.outputFormatting = [.sortedKeys]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.dateEncodingStrategy = .secondsSince1970
}

struct SnapshotStore {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
}

func run() {
    let store = SnapshotStore()
    configureForWidgets(store.encoder)
    store.decoder.keyDecodingStrategy = .convertFromSnakeCase
    store.decoder.dateDecodingStrategy = .secondsSince1970
    let snapshot = SharedSnapshot(widgetName: "Steps", refreshedAt: Date(timeIntervalSince1970: 1_700_000_000))
    do {
        let data = try store.encoder.encode(snapshot)
        print(String(decoding: data, as: UTF8.self))
        let back = try store.decoder.decode(SharedSnapshot.self, from: data)
        print(back.widgetName, Int(back.refreshedAt.timeIntervalSince1970))
    } catch {
        print("unexpected", error)
    }
    let stamp = ISO8601DateFormatter()
    stamp.formatOptions.insert(.withFractionalSeconds)
    print(stamp.string(from: Date(timeIntervalSince1970: 1_700_000_000.25)))
}
