func run() {
    print(String(repeating: "ab", count: 3))
    print(String(repeating: "-", count: 10))
    print(String(repeating: "x", count: 0).isEmpty)
    print(String(repeating: Character("*"), count: 4))
    for level in 1...3 {
        print(String(repeating: "  ", count: level - 1) + "- level \(level)")
    }
    let bar = String(repeating: "█", count: 7) + String(repeating: "░", count: 3)
    print(bar, bar.count)
}
