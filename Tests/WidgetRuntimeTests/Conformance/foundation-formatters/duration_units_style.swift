import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    let trip = Duration.seconds(5_430)
    print(trip.formatted(.units(allowed: [.hours, .minutes], width: .wide).locale(us)))
    print(trip.formatted(.units(allowed: [.hours, .minutes, .seconds], width: .abbreviated).locale(us)))
    print(trip.formatted(.units(allowed: [.minutes], width: .narrow).locale(us)))
    print(Duration.seconds(45).formatted(.units(allowed: [.minutes, .seconds], width: .wide).locale(us)))
    print(Duration.seconds(7_200).formatted(.units(allowed: [.hours, .minutes], width: .wide, zeroValueUnits: .show(length: 1)).locale(us)))
}
