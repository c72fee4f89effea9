import Foundation
func run() {
    let s = "  Hello, World! 123  "
    let t = s.trimmingCharacters(in: .whitespaces)
    print(t, t.count, t.lowercased(), t.uppercased())
    print(t.hasPrefix("Hello"), t.hasSuffix("3"), t.contains("World"), t.replacingOccurrences(of: "l", with: "L"))
    print(t.components(separatedBy: ", "), t.split(separator: " ").map(String.init))
    print(t.filter { $0.isLetter }, t.filter(\.isNumber), t.first!, t.last!)
    let idx = t.firstIndex(of: ",")!
    print(t[..<idx], t[t.index(after: idx)...].trimmingCharacters(in: .whitespaces))
    print(String(t.reversed()), t.prefix(5), t.suffix(3), t.dropFirst(7).dropLast(4))
    print(Int("42")! + 1, Int("x") as Any, Double("3.5")! * 2, String(255, radix: 16), Int("ff", radix: 16)!)
    print(String(format: "%.2f|%5d|%03d|%x|%@|%5.1f%%", 3.14159, 42, 7, 255, "obj", 12.345))
    print("a,b,,c".split(separator: ",", omittingEmptySubsequences: false).count, "a,b,,c".components(separatedBy: ",").count)
    let word = "naïve café"
    print(word.count, word.utf8.count, word.unicodeScalars.count, word.capitalized)
    for (i, c) in "abc".enumerated() { print(i, c, c.asciiValue!, terminator: ";") }
    print()
    print("abc" < "abd", "Z" < "a", "apple".compare("Banana") == .orderedDescending, "apple".caseInsensitiveCompare("APPLE") == .orderedSame)
    let multi = """
    line one
      line two
    """
    print(multi.split(separator: "\n").count, multi.contains("\n"))
    print("x=\(1 + 2), y=\(String(describing: Optional(3))), z=\([1: "a"])")
    print("tab\tquote\"backslash\\", #"raw \n"#)
    print("%d items".replacingOccurrences(of: "%d", with: "5"), "abc".padding(toLength: 6, withPad: ".", startingAt: 0))
}
