import Foundation

func run() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.numberStyle = .decimal
    formatter.positivePrefix = "+"
    print(formatter.string(from: 5)!, formatter.string(from: -5)!, formatter.string(from: 0)!)
    formatter.positiveSuffix = " up"
    formatter.negativeSuffix = " down"
    print(formatter.string(from: 12)!, formatter.string(from: -3)!)
    let plain = NumberFormatter()
    plain.locale = Locale(identifier: "en_US_POSIX")
    print(plain.string(from: 1_234_567)!, plain.string(from: 0.5)!)
}
