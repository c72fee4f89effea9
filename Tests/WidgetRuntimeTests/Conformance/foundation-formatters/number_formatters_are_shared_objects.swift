import Foundation

struct PriceLabels {
    let formatter = NumberFormatter()

    func text(_ value: Double) -> String { formatter.string(from: NSNumber(value: value)) ?? "-" }
}

func useCurrency(_ formatter: NumberFormatter, code: String) {
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .currency
    formatter.currencyCode = code
}

func run() {
    let labels = PriceLabels()
    useCurrency(labels.formatter, code: "EUR")
    print(labels.text(1234.5), labels.text(0.99))
    let alias = labels.formatter
    alias.maximumFractionDigits = 0
    print(labels.text(1234.5))
}
