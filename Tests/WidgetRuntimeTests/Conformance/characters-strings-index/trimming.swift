import Foundation

func run() {
    let s = "  \t padded text \n "
    print("[\(s.trimmingCharacters(in: .whitespaces))]")
    print("[\(s.trimmingCharacters(in: .whitespacesAndNewlines))]")
    print("xxhixx".trimmingCharacters(in: CharacterSet(charactersIn: "x")))
    print("123abc456".trimmingCharacters(in: .decimalDigits))
    let dropped = String(s.drop { $0.isWhitespace })
    print("[\(dropped)]")
}
