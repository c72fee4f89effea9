import Foundation

func run() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    for value in [0, 7, 1_234, 1_234_567.891, -98_765.4321] as [Double] {
        print(formatter.string(from: NSNumber(value: value))!)
    }
    formatter.maximumFractionDigits = 1
    print(formatter.string(from: 3.14159)!)
    formatter.usesGroupingSeparator = false
    print(formatter.string(from: 1_234_567)!)
}
