import Foundation

func run() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .percent
    for value in [0.0, 0.25, 0.5, 1.0, 1.234, -0.05] {
        print(formatter.string(from: NSNumber(value: value))!)
    }
    formatter.minimumFractionDigits = 1
    formatter.maximumFractionDigits = 1
    print(formatter.string(from: 0.4567)!)
    print(formatter.string(from: 0.9)!)
}
