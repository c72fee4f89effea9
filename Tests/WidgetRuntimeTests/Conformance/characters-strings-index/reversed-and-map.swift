func run() {
    let s = "stressed"
    print(String(s.reversed()))
    print(s.map { $0.uppercased() }.joined())
    print(String(s.filter { $0 != "s" }))
    print(s.sorted(), String(s.sorted()))
    print(Set(s).count)
    print(s.reduce(0) { $0 + ($1 == "s" ? 1 : 0) })
    print(s.enumerated().filter { $0.offset % 2 == 0 }.map { String($0.element) }.joined())
}
