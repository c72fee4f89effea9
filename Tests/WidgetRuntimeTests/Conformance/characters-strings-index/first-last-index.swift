func run() {
    let s = "banana"
    if let i = s.firstIndex(of: "n") { print(s.distance(from: s.startIndex, to: i)) }
    if let j = s.lastIndex(of: "a") { print(s.distance(from: s.startIndex, to: j)) }
    print(s.firstIndex(of: "z") == nil)
    if let k = s.firstIndex(where: { $0 != "b" && $0 != "a" }) { print(s[k...]) }
    let letters = Array(s)
    print(letters.firstIndex(of: "a") ?? -1, letters.lastIndex(of: "n") ?? -1)
}
