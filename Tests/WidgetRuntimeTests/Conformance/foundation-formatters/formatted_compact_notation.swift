import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    for value in [999, 1_000, 1_234, 15_300, 2_500_000, 7_100_000_000] {
        print(value, value.formatted(.number.notation(.compactName).locale(us)))
    }
    print(12_345.formatted(.number.notation(.scientific).locale(us)))
}
