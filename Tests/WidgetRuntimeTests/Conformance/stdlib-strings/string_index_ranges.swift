func run() {
    let text = "Swift Widgets"
    let start = text.startIndex
    let fifth = text.index(start, offsetBy: 4)
    print(text[start], text[fifth])
    print(text[start...fifth], text[text.index(after: fifth)...])
    let end = text.index(text.endIndex, offsetBy: -3)
    print(text[end...])
    print(text[text.index(start, offsetBy: 6)..<text.index(start, offsetBy: 9)])
    print(text.index(start, offsetBy: 50, limitedBy: text.endIndex) == nil)
    print(text.indices.count, text.distance(from: fifth, to: text.endIndex))
    let r = text.firstRange(of: "Wid")!
    print(text[r], text.distance(from: start, to: r.lowerBound))
}
