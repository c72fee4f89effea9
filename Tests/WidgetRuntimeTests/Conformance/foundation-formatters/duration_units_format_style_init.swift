// Duration.UnitsFormatStyle made by its initializer, as .units(allowed:width:) makes it.
import Foundation

func run() {
    let minutes = Duration.UnitsFormatStyle(allowedUnits: [.minutes], width: .condensedAbbreviated)
    let hours = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .wide, maximumUnitCount: 1)
    print(Duration.seconds(4 * 60).formatted(minutes), Duration.seconds(59 * 60).formatted(minutes))
    print(Duration.seconds(60 * 60 * 5 + 120).formatted(hours), Duration.seconds(90 * 60).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
}
