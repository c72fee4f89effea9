import Foundation

func run() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .ordinal
    let values = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
    print(values.map { formatter.string(from: NSNumber(value: $0))! }.joined(separator: " "))
    let podium = ["Ana", "Ben", "Cy"]
    for (index, name) in podium.enumerated() {
        print("\(formatter.string(from: NSNumber(value: index + 1))!): \(name)")
    }
}
