import Foundation
func run() {
    let a = Measurement(value: 5, unit: UnitLength.kilometers)
    let b = Measurement(value: 3, unit: UnitLength.miles)
    print(a > b, a < b, a == Measurement(value: 5000, unit: UnitLength.meters))
    let runs = [Measurement(value: 10, unit: UnitLength.kilometers), Measurement(value: 5, unit: UnitLength.miles), Measurement(value: 800, unit: UnitLength.meters)]
    print(runs.sorted().map { $0.converted(to: .kilometers).value.rounded() })
    print(runs.max()!.unit.symbol, runs.min()!.value)
    let burned = Measurement(value: 410, unit: UnitEnergy.kilocalories)
    let more = Measurement(value: 2000, unit: UnitEnergy.kilojoules)
    print(more > burned, String(format: "%.1f", more.converted(to: .kilocalories).value))
    let water = Measurement(value: 750, unit: UnitVolume.milliliters) + Measurement(value: 1.5, unit: UnitVolume.liters)
    print(String(format: "%.2f", water.converted(to: .liters).value))
    let p = Measurement(value: 1013.25, unit: UnitPressure.hectopascals)
    print(String(format: "%.2f", p.converted(to: .inchesOfMercury).value), p >= Measurement(value: 29, unit: UnitPressure.inchesOfMercury))
}
