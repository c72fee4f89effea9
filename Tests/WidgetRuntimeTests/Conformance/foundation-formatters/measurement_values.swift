import Foundation

func run() {
    let distance = Measurement(value: 5, unit: UnitLength.kilometers)
    print(distance)
    let miles = distance.converted(to: .miles)
    print(String(format: "%.3f", miles.value))
    let temp = Measurement(value: 20, unit: UnitTemperature.celsius)
    print(String(format: "%.1f", temp.converted(to: .fahrenheit).value))
    let sum = Measurement(value: 1, unit: UnitLength.kilometers) + Measurement(value: 500, unit: UnitLength.meters)
    print(sum.converted(to: .meters).value)
    print(distance.unit.symbol, temp.unit.symbol)
    print(Measurement(value: 90, unit: UnitDuration.minutes).converted(to: .hours).value)
}
