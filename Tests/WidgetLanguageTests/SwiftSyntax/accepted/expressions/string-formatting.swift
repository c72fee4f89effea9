import Foundation
func formatted(_ date: Date, _ value: Double) -> [String] {
    [
        date.formatted(date: .abbreviated, time: .shortened),
        date.formatted(.dateTime.hour().minute()),
        value.formatted(.percent.precision(.fractionLength(1))),
        value.formatted(.currency(code: "EUR")),
        Measurement(value: value, unit: UnitTemperature.celsius).formatted(),
    ]
}
