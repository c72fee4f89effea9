import Foundation

func run() {
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "+&=")
    print("a+b&c=d e".addingPercentEncoding(withAllowedCharacters: allowed) ?? "nil")
    var digits = CharacterSet(charactersIn: "0123")
    digits.insert(charactersIn: "9")
    digits.formUnion(CharacterSet(charactersIn: "x"))
    print(digits.contains("9"), digits.contains("x"), digits.contains("5"))
    digits.subtract(CharacterSet(charactersIn: "0"))
    print(digits.contains("0"), digits.contains("1"))
    var letters = CharacterSet.letters
    letters.invert()
    print("ab12cd".components(separatedBy: letters).filter { !$0.isEmpty })
}
