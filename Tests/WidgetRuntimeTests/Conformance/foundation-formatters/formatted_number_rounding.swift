import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    print(2.5.formatted(.number.rounded(rule: .down).locale(us)))
    print(2.567.formatted(.number.precision(.fractionLength(0...1)).locale(us)))
    print(2.0.formatted(.number.precision(.fractionLength(0...1)).locale(us)))
    print(1_234.formatted(.number.precision(.significantDigits(2)).locale(us)))
    print(0.000_123_4.formatted(.number.precision(.significantDigits(2)).locale(us)))
    print(17.formatted(.number.rounded(rule: .toNearestOrAwayFromZero, increment: 5).locale(us)))
    print(5.formatted(.number.sign(strategy: .always()).locale(us)))
}
