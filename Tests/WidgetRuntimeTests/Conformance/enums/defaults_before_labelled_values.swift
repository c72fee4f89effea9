enum Reminder: Equatable {
    case off
    case notifyAt(weekday: Int = 0, hour: Int, minute: Int = 0)
    case every(_ count: Int = 1, unit: String)
}

struct ReminderSettings {
    var daily: Reminder = .notifyAt(hour: 19)
    var weekly: Reminder = .notifyAt(weekday: 2, hour: 8, minute: 15)
}

func describe(_ reminder: Reminder) -> String {
    switch reminder {
    case .off: return "off"
    case let .notifyAt(weekday, hour, minute): return "day \(weekday) at \(hour):\(minute)"
    case .every(let count, let unit): return "every \(count) \(unit)"
    }
}

func run() {
    let settings = ReminderSettings()
    print(describe(settings.daily), describe(settings.weekly))
    let lunch = Reminder.notifyAt(hour: 12, minute: 30)
    print(lunch, lunch == .notifyAt(weekday: 0, hour: 12, minute: 30))
    let reminders: [Reminder] = [.every(unit: "day"), .every(3, unit: "weeks"), .off, .notifyAt(weekday: 5, hour: 6)]
    print(reminders.map(describe))
}
