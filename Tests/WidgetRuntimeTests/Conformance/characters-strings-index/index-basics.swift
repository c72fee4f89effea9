func run() {
    let s = "Widgets"
    let start = s.startIndex
    let second = s.index(after: start)
    let last = s.index(before: s.endIndex)
    print(s[start], s[second], s[last])
    let third = s.index(start, offsetBy: 2)
    print(s[third], s.distance(from: start, to: third))
    print(s.index(start, offsetBy: 10, limitedBy: s.endIndex) == nil)
    print(s.index(s.endIndex, offsetBy: -3, limitedBy: start).map { String(s[$0...]) } ?? "-")
    print(s.indices.count, s.startIndex == s.endIndex, "".startIndex == "".endIndex)
}
