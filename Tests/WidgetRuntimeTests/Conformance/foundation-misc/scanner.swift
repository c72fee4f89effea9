import Foundation

func scHexColor(_ hex: String) -> (Int, Int, Int) {
    let cleaned = hex.trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
    var int: UInt64 = 0
    Scanner(string: cleaned).scanHexInt64(&int)
    return (Int(int >> 16) & 0xFF, Int(int >> 8) & 0xFF, Int(int) & 0xFF)
}

func run() {
    var int: UInt64 = 0
    print(Scanner(string: "ff8800").scanHexInt64(&int), int)
    print(scHexColor("#FF8800"), scHexColor("0a0b0c"))
    let scanner = Scanner(string: "  0x1F rest 42 -7 3.5")
    var hex: UInt64 = 0
    print(scanner.scanHexInt64(&hex), hex, scanner.isAtEnd)
    print(scanner.scanString("rest") ?? "nil", scanner.scanInt() ?? -1)
    var n = 0
    print(scanner.scanInt(&n), n, scanner.scanDouble() ?? -1, scanner.isAtEnd)
    let words = Scanner(string: "key=value;next")
    print(words.scanUpToString("=") ?? "nil", words.scanString("=") ?? "nil", words.scanUpToString(";") ?? "nil")
    print(words.scanString("x") ?? "nil", words.scanString(";") ?? "nil", words.string)
    print(Scanner(string: "zz").scanHexInt64(&int), int)
    print(Scanner(string: "12ab").scanUInt64(representation: .hexadecimal) ?? 0, Scanner(string: "12ab").scanUInt64() ?? 0)
}
