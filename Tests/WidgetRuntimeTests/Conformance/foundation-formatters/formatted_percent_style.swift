import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    print(0.256.formatted(.percent.locale(us)))
    print(0.5.formatted(.percent.locale(us)))
    print(1.0.formatted(.percent.locale(us)))
    print(0.12345.formatted(.percent.precision(.fractionLength(1)).locale(us)))
    print(75.formatted(.percent.locale(us)))
    let progress = 3.0 / 8.0
    print("Done: \(progress.formatted(.percent.locale(us)))")
}
