import Foundation

func run() {
    let inputs = ["42", " 42", "3.14", "-0.5", "1e3", "abc", "12abc", "", "0x1F"]
    for input in inputs {
        let int = Int(input).map(String.init) ?? "nil"
        let double = Double(input).map { String($0) } ?? "nil"
        print("[\(input)]", int, double)
    }
    let digits = "a1b2c3".unicodeScalars.filter { CharacterSet.decimalDigits.contains($0) }
    print(String(String.UnicodeScalarView(digits)))
}
