import Foundation

func run() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.minimumFractionDigits = 2
    formatter.maximumFractionDigits = 2
    print(formatter.string(from: 3)!, formatter.string(from: 2.005)!, formatter.string(from: 1.999)!)
    formatter.roundingMode = .down
    print(formatter.string(from: 1.999)!)
    formatter.roundingMode = .up
    print(formatter.string(from: 1.001)!)
    formatter.roundingMode = .halfEven
    print(formatter.string(from: 0.125)!, formatter.string(from: 0.135)!)
    formatter.minimumIntegerDigits = 3
    print(formatter.string(from: 7.5)!)
}
