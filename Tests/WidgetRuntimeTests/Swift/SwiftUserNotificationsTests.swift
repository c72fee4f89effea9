import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// UserNotifications as providers and shared app code schedule with it: the center keeps each request added (one per
/// identifier) until removed, grants authorization and calls each handler at once; nothing is shown.
@Suite struct SwiftUserNotificationsTests {
    static let program = """
        import Foundation
        import UserNotifications

        enum Reminders {
            static let center = UNUserNotificationCenter.current()

            static func schedule(_ title: String, id: String, in seconds: TimeInterval) {
                let content = UNMutableNotificationContent()
                content.title = title
                content.body = "Stars: \\(title.count)"
                content.sound = .default
                content.interruptionLevel = .timeSensitive
                let trigger = UNTimeIntervalNotificationTrigger(timeInterval: seconds, repeats: false)
                let request = UNNotificationRequest(identifier: id, content: content, trigger: trigger)
                UNUserNotificationCenter.current().add(request) { error in
                    print(error == nil ? "added \\(id)" : "failed")
                }
            }
        }

        func run() async throws {
            Reminders.center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, error in
                print("granted", granted, error == nil)
            }
            Reminders.schedule("swift", id: "a", in: 60)
            Reminders.schedule("widgets", id: "b", in: 120)
            Reminders.schedule("kit", id: "a", in: 30)
            let pending = await Reminders.center.pendingNotificationRequests()
            print(pending.map(\\.identifier), pending.map(\\.content.title), pending.map(\\.content.body))
            if let trigger = pending.first?.trigger as? UNTimeIntervalNotificationTrigger { print(trigger.timeInterval, trigger.repeats) }
            Reminders.center.removePendingNotificationRequests(withIdentifiers: ["b"])
            Reminders.center.getPendingNotificationRequests { requests in print(requests.count) }
            let settings = await Reminders.center.notificationSettings()
            print(settings.authorizationStatus == .authorized)
            let allowed = try await Reminders.center.requestAuthorization(options: [.alert])
            Reminders.center.removeAllPendingNotificationRequests()
            print(allowed, await Reminders.center.pendingNotificationRequests().isEmpty)
        }
        """

    @Test func theCenterKeepsWhatIsAddedUntilRemoved() {
        let outcome = SwiftProgram.run(source: Self.program, fileName: "reminders.swift")
        #expect(outcome.diagnostics.filter { $0.severity != .note }.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == """
            granted true true
            added a
            added b
            added a
            ["b", "a"] ["widgets", "kit"] ["Stars: 7", "Stars: 3"]
            120.0 false
            1
            true
            true true

            """, "\(outcome.output)")
    }

    /// What the center does not have is UserNotifications', not available, said with what Widgetry does instead.
    @Test func actionsAndCategoriesAreNotAvailable() {
        let errors = SwiftWidgetDrawing.errors("""
            import UserNotifications
            func category() -> UNNotificationCategory {
                UNNotificationCategory(identifier: "c", actions: [], intentIdentifiers: [])
            }
            """, path: "N.swift")
        let message = "UserNotifications ('UNNotificationCategory') is not available in Widgetry; a terminal shows no notification: "
            + "UNUserNotificationCenter keeps the requests a widget adds, with their content and trigger"
        #expect(errors == ["2:20: " + message, "3:5: " + message], "\(errors)")
    }
}
