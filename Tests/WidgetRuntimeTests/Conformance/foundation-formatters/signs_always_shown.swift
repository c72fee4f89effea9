import Foundation

func run() {
    let enUS = Locale(identifier: "en_US")
    for change in [0.0153, 0, -0.0042] {
        let percent = change.formatted(.percent.precision(.fractionLength(2)).sign(strategy: .always()).locale(enUS))
        let noZero = change.formatted(.percent.precision(.fractionLength(1)).sign(strategy: .always(includingZero: false)).locale(enUS))
        print(percent, noZero)
    }
    print(0.formatted(.number.sign(strategy: .always()).locale(enUS)), 12.formatted(.number.sign(strategy: .never).locale(enUS)))
}
