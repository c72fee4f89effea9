// Rounding a Decimal with NSDecimalRound in a function named like Double's rounded(), called from extensions of Int and
// Decimal; a Decimal bridged to NSNumber and NSDecimalNumber; two parameters both named _.
import Foundation

enum RoundUnits { static let exchangeRate: Decimal = 0.0555 }

func rounded(_ value: Decimal, scale: Int, roundingMode: NSDecimalNumber.RoundingMode) -> Decimal {
    var result = Decimal()
    var toRound = value
    NSDecimalRound(&result, &toRound, scale, roundingMode)
    return result
}

extension Int {
    var roundMmol: Decimal { rounded(Decimal(self) * RoundUnits.exchangeRate, scale: 1, roundingMode: .plain) }
}

extension Decimal {
    var roundMgdl: Decimal { rounded(self / RoundUnits.exchangeRate, scale: 0, roundingMode: .plain) }
    var roundText: String { "\(NSDecimalNumber(decimal: self).doubleValue)" }
}

func roundRatio(_ low: Decimal, _ value: Decimal, _ high: Decimal) -> Double {
    Double(truncating: (value - low) / (high - low) as NSNumber)
}

func roundChart(yMin _: Decimal, yMax _: Decimal) -> String { "chart" }

func run() {
    print(120.roundMmol, Decimal(6.7).roundMgdl, Decimal(2.5).roundText)
    print(rounded(2.345, scale: 2, roundingMode: .down), rounded(2.345, scale: 2, roundingMode: .up), rounded(2.5, scale: 0, roundingMode: .bankers))
    print(roundRatio(70, 100, 180), roundChart(yMin: 1, yMax: 2))
    let bridged = Decimal(3.25) as NSDecimalNumber
    print(bridged.doubleValue, bridged.stringValue)
}
