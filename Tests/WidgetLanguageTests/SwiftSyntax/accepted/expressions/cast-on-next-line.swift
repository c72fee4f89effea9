import Foundation

func eventName(from notification: Notification) -> String? {
    guard let event = notification.userInfo?["event"]
        as? String
    else { return nil }
    let count = notification.userInfo?["count"]
        as? Int ?? 0
    let isText = notification.object
        is String
    return isText ? "\(event) \(count)" : event
}
