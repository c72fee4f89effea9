func run() {
    var t = "hello world"
    t.replaceSubrange(t.startIndex..<t.index(t.startIndex, offsetBy: 5), with: "HELLO")
    t.insert("!", at: t.endIndex)
    t.removeFirst()
    print(t, t.index(of: "w").map { t.distance(from: t.startIndex, to: $0) } ?? -1, t.index(of: "z") == nil)
    print([3, 5, 7].index(of: 7) ?? -1, ["a", "b"].index(of: "c") as Any)
    let s = "Grüße, 世界! 👋🏽 café"
    print(s.count, s.utf8.count, s.unicodeScalars.count, s.contains("👋"), s.hasSuffix("é"))
    let e1 = "café", e2 = "cafe\u{301}"
    print(e1 == e2, e1.count, e2.count, e1.unicodeScalars.count, e2.unicodeScalars.count)
}
