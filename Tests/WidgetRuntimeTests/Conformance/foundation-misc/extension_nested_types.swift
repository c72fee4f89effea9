import Foundation

extension UserDefaults {
    enum NestKeys: String { case lastID = "last-id", name }
    struct NestLimits { static let maximum = 5 }
    static let nestGreeting = "hi"
}

extension FileManager {
    enum NestFiles: String { case data = "data.json" }
}

func run() {
    print(UserDefaults.NestKeys.lastID.rawValue, UserDefaults.NestKeys.name.rawValue, FileManager.NestFiles.data.rawValue)
    print(UserDefaults.NestLimits.maximum, UserDefaults.nestGreeting, UserDefaults.NestKeys(rawValue: "name") == .name)
    let key: UserDefaults.NestKeys = .lastID
    print(key, [UserDefaults.NestKeys.lastID, .name].map(\.rawValue))
}
