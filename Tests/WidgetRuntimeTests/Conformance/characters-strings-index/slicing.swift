func run() {
    let s = "Hello, world"
    print(s.prefix(5), s.suffix(5))
    print(s.dropFirst(7), s.dropLast(7))
    print(s.prefix(while: { $0.isLetter }))
    let sub: Substring = s[s.index(s.startIndex, offsetBy: 7)...]
    let copy = String(sub)
    print(sub, copy.count, sub.uppercased())
    print(s.prefix(100) == s, s.prefix(0).isEmpty)
    if let comma = s.firstIndex(of: ",") {
        print(s[..<comma], s[s.index(after: comma)...])
    }
}
