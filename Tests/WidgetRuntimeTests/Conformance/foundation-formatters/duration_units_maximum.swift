import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    let long = Duration.seconds(3 * 3600 + 25 * 60 + 42)
    print(long.formatted(.units(maximumUnitCount: 2).locale(us)))
    print(long.formatted(.units(allowed: [.hours, .minutes, .seconds], width: .wide, maximumUnitCount: 1).locale(us)))
    print(Duration.seconds(95).formatted(.units(width: .narrow).locale(us)))
    print(Duration.seconds(3600).formatted(.units(width: .wide, zeroValueUnits: .show(length: 2)).locale(us)))
}
