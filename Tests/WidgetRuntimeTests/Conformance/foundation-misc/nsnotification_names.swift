import Foundation

enum MiscThemeEvents {
    static let changed = NSNotification.Name(rawValue: "ThemeChanged")
    static let reset = NSNotification.Name("ThemeReset")
}

func run() {
    var heard: [String] = []
    let token = NotificationCenter.default.addObserver(forName: MiscThemeEvents.changed, object: nil, queue: nil) { _ in
        heard.append("changed")
    }
    NotificationCenter.default.post(name: MiscThemeEvents.changed, object: nil)
    NotificationCenter.default.post(name: MiscThemeEvents.reset, object: nil)
    NotificationCenter.default.removeObserver(token)
    let name: Notification.Name = MiscThemeEvents.reset
    print(heard, name == NSNotification.Name("ThemeReset"), name == MiscThemeEvents.changed)
}
