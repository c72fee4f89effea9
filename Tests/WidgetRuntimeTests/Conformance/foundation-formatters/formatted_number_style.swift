import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    print(1_234.5.formatted(.number.locale(us)))
    print(1_234_567.formatted(.number.locale(us)))
    print(0.333333.formatted(.number.locale(us)))
    print(42.formatted(.number.locale(us)))
    print(3.14159.formatted(.number.precision(.fractionLength(2)).locale(us)))
    print(1_234_567.formatted(.number.grouping(.never).locale(us)))
    print(7.formatted(.number.precision(.integerLength(3)).locale(us)))
    print((-12.5).formatted(.number.locale(us)))
}
