import Foundation

func run() {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.numberStyle = .decimal
    for text in ["1,234.5", "42", "-7.25", "abc", ""] {
        if let number = formatter.number(from: text) {
            print(text, "->", number.doubleValue)
        } else {
            print(text, "-> nil")
        }
    }
    formatter.numberStyle = .percent
    print(formatter.number(from: "45%")?.doubleValue ?? -1)
}
