import Foundation

func run() {
    let duration = Duration.seconds(3_725)
    print(duration.formatted(.time(pattern: .hourMinuteSecond)))
    print(duration.formatted(.time(pattern: .minuteSecond)))
    print(duration.formatted(.time(pattern: .hourMinute)))
    print(Duration.seconds(59).formatted(.time(pattern: .minuteSecond)))
    print(Duration.milliseconds(1_500).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 1))))
    print(duration.components.seconds)
}
