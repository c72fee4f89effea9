import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    let elapsed = Duration.seconds(3725.75)
    print(elapsed.formatted(.units(allowed: [.hours, .minutes, .seconds], width: .narrow, fractionalPart: .hide(rounded: .down)).locale(us)))
    print(elapsed.formatted(.units(allowed: [.minutes, .seconds], width: .abbreviated, fractionalPart: .show(length: 2)).locale(us)))
    print(Duration.seconds(65).formatted(.units(allowed: [.hours, .minutes, .seconds], width: .wide, zeroValueUnits: .show(length: 2), valueLength: 2).locale(us)))
    print(Duration.seconds(59.5).formatted(.units(allowed: [.minutes], width: .narrow, fractionalPart: .hide(rounded: .up)).locale(us)))
    print(Duration.seconds(90.25).formatted(.units(allowed: [.seconds], width: .wide, fractionalPart: .show(length: 1, rounded: .down)).locale(us)))
}
