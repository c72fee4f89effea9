import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    let duration = Duration.seconds(3_725)
    print(duration.formatted(.time(pattern: .hourMinuteSecond).locale(us)))
    print(duration.formatted(.time(pattern: .minuteSecond).locale(us)))
    print(duration.formatted(.time(pattern: .hourMinute).locale(us)))
    print(Duration.seconds(59).formatted(.time(pattern: .minuteSecond).locale(us)))
    print(Duration.milliseconds(1_500).formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 1)).locale(us)))
    print(duration.components.seconds)
}
