func run() {
    let s = "loop"
    for i in s.indices { print(s[i], terminator: "|") }
    print()
    var i = s.startIndex
    var collected = ""
    while i < s.endIndex {
        collected.append(s[i])
        collected.append("-")
        i = s.index(after: i)
    }
    print(collected)
    for (offset, c) in s.enumerated() where offset > 1 { print(offset, c) }
    let chars = Array(s)
    print(chars, chars[2], String(chars[1...2]))
}
