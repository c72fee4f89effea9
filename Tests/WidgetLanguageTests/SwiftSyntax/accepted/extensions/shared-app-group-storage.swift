import Foundation

enum SharedStorage {
    static let groupID = "group.com.example.shared"

    static var containerURL: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupID)
    }

    static var defaults: UserDefaults {
        UserDefaults(suiteName: groupID) ?? .standard
    }

    static func save<T: Encodable>(_ value: T, as name: String) throws {
        guard let url = containerURL?.appendingPathComponent("\(name).json") else { return }
        let data = try JSONEncoder().encode(value)
        try data.write(to: url, options: .atomic)
    }

    static func load<T: Decodable>(_ type: T.Type, from name: String) -> T? {
        guard let url = containerURL?.appending(path: "\(name).json"),
              let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(T.self, from: data)
    }
}
