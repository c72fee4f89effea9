import Foundation

extension Notification.Name {
    static let miscEntryAdded = Notification.Name("miscEntryAdded")
    static let miscCleared = Notification.Name(rawValue: "miscCleared")
}

final class MiscNotificationLog {
    var lines: [String] = []
}

func run() {
    let seen = MiscNotificationLog()
    let token = NotificationCenter.default.addObserver(forName: .miscEntryAdded, object: nil, queue: nil) { note in
        seen.lines.append("added \(note.userInfo?["title"] as? String ?? "?")")
    }
    NotificationCenter.default.post(name: .miscEntryAdded, object: nil, userInfo: ["title": "Run"])
    NotificationCenter.default.post(name: .miscCleared, object: nil)
    NotificationCenter.default.post(name: .miscEntryAdded, object: nil, userInfo: ["title": "Swim"])
    NotificationCenter.default.removeObserver(token)
    let name: Notification.Name = .miscCleared
    print(seen.lines)
    print(name == Notification.Name("miscCleared"), name == .miscEntryAdded)
}
