struct SynLine: Equatable { var words: [String] }
struct SynPage: Equatable {
    var number: Int
    var lines: [SynLine]
    var footnote: String?
}

func run() {
    let first = SynPage(number: 1, lines: [SynLine(words: ["a", "b"])], footnote: nil)
    var second = first
    print(first == second)
    second.lines[0].words.append("c")
    print(first == second)
    second.lines[0].words.removeLast()
    print(first == second)
    second.footnote = "note"
    print(first == second, second.footnote ?? "")
}
