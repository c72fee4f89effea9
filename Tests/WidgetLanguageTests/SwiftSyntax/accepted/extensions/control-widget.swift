import WidgetKit
import SwiftUI
import AppIntents

@available(iOS 18.0, *)
struct ControlWidgetExample: ControlWidget {
    static let kind = "com.example.timer"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: Self.kind, provider: TimerValueProvider()) { value in
            ControlWidgetToggle("Timer", isOn: value.isRunning, action: StartTimerIntent(value.name)) { isRunning in
                Label(isRunning ? "On" : "Off", systemImage: "timer")
            }
        }
        .displayName("Timer")
        .description("Starts and stops a timer.")
    }
}

@available(iOS 18.0, *)
extension ControlWidgetExample {
    struct Value { var isRunning: Bool; var name: String }
}

@available(iOS 18.0, *)
struct TimerValueProvider: AppIntentControlValueProvider {
    func previewValue(configuration: TimerConfiguration) -> ControlWidgetExample.Value {
        .init(isRunning: false, name: configuration.timerName)
    }
    func currentValue(configuration: TimerConfiguration) async throws -> ControlWidgetExample.Value {
        .init(isRunning: true, name: configuration.timerName)
    }
}

@available(iOS 18.0, *)
struct TimerConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Timer name"
    @Parameter(title: "Name", default: "Timer") var timerName: String
}

@available(iOS 18.0, *)
struct StartTimerIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Start a timer"
    @Parameter(title: "Name") var name: String
    @Parameter(title: "Running") var value: Bool
    init() {}
    init(_ name: String) { self.name = name }
    func perform() async throws -> some IntentResult { .result() }
}
