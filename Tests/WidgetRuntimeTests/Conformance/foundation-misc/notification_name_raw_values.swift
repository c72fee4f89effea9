import Foundation

extension Notification.Name {
    static let widgetRefreshed = Notification.Name("widgetRefreshed")
    static let widgetCleared = Notification.Name(rawValue: "widgetCleared")
}

func run() {
    print(Notification.Name.widgetRefreshed.rawValue, Notification.Name.widgetCleared.rawValue)
    let names: [Notification.Name] = [.widgetRefreshed, .widgetCleared]
    print(names.map(\.rawValue).joined(separator: ","), names.contains(.widgetCleared))
    print(Notification.Name.widgetRefreshed == Notification.Name("widgetRefreshed"))
}
