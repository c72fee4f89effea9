struct PrintLog: TextOutputStream {
    var lines: [String] = []
    mutating func write(_ string: String) {
        if !string.isEmpty { lines.append(string) }
    }
}
func run() {
    var s = ""
    print("a", "b", separator: "-", terminator: "!\n", to: &s)
    print(1, 2.5, [3], to: &s)
    debugPrint("q", to: &s)
    print(s.debugDescription, s.count)
    var log = PrintLog()
    print("hello", 42, to: &log)
    print("x", terminator: "", to: &log)
    print(log.lines.map(\.debugDescription))
}
