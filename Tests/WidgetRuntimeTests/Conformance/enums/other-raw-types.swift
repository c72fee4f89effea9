enum EnumSymbol: Character { case plus = "+", minus = "-", star = "*" }
enum EnumRatio: Double { case half = 0.5, quarter = 0.25, whole = 1 }

func run() {
    print(EnumSymbol.star.rawValue, EnumSymbol(rawValue: "-") == .minus)
    print(EnumRatio.half.rawValue + EnumRatio.quarter.rawValue, EnumRatio.whole.rawValue)
    print(EnumRatio(rawValue: 0.25) == .quarter, EnumRatio(rawValue: 0.3) == nil)
}
