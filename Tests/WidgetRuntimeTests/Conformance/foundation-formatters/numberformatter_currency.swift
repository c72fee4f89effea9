import Foundation

func run() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .currency
    print(formatter.string(from: 1_234.5)!)
    print(formatter.string(from: 0.99)!)
    print(formatter.string(from: -42)!)
    formatter.currencyCode = "EUR"
    print(formatter.string(from: 19.99)!)
    formatter.currencyCode = "JPY"
    print(formatter.string(from: 1_500)!)
    formatter.currencySymbol = "¤"
    print(formatter.string(from: 3)!)
}
