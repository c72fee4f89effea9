func run() {
    let s = "Swift Widgets"
    let space = s.firstIndex(of: " ")!
    let afterSpace = s.index(after: space)
    print(s[afterSpace...], s.distance(from: s.startIndex, to: space), s[s.index(s.startIndex, offsetBy: 2)])
    let limit = s.index(s.startIndex, offsetBy: 40, limitedBy: s.endIndex)
    print(limit == nil, s.index(s.endIndex, offsetBy: -3, limitedBy: s.startIndex).map { String(s[$0...]) } ?? "nil")
    var chars = Array(s)
    chars.reverse()
    print(String(chars), chars.count, s.indices.count)
    if let r = s.range(of: "Wid") { print(s[r], s[r.upperBound...], s.distance(from: s.startIndex, to: r.lowerBound)) }
    var m = "hello world"
    m.insert("!", at: m.endIndex)
    m.replaceSubrange(m.startIndex..<m.index(m.startIndex, offsetBy: 5), with: "HOWDY")
    m.remove(at: m.firstIndex(of: "w")!)
    print(m, m.uppercased().lowercased() == m.lowercased())
    let ch: Character = "7"
    print(ch.isNumber, ch.wholeNumberValue ?? -1, Character("x").isLetter, Character(" ").isWhitespace, Character("A").isUppercase)
    print(Character("a").asciiValue ?? 0, Character(UnicodeScalar(66)), "abc".unicodeScalars.map { $0.value })
    let words = "one two  three"
    let blank: Character = " "
    let parts: [Substring] = words.split(separator: blank)
    let allParts: [Substring] = words.split(separator: blank, omittingEmptySubsequences: false)
    print(parts.map { $0.count }, allParts.count)
    print(s.lastIndex(of: "t").map { s.distance(from: s.startIndex, to: $0) } ?? -1, s.contains { $0.isUppercase })
    let sub = s.dropFirst(6)
    print(sub, sub.count, String(sub).count, sub.first ?? "-", sub.hasPrefix("Wid"))
    print(s.prefix(upTo: space), s.suffix(from: afterSpace), s.starts(with: "Sw"), s.lowercased().sorted().prefix(3))
}
