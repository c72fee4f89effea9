import Foundation

func run() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .spellOut
    for value in [0, 7, 13, 42, 100, 123, 2_024, 1_000_000] {
        print(value, formatter.string(from: NSNumber(value: value))!)
    }
}
