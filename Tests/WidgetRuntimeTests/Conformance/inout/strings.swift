func inoutAppendLine(_ text: inout String, _ line: String) {
    if !text.isEmpty { text += "\n" }
    text += line
}

func inoutCapitalise(_ text: inout String) {
    guard let first = text.first else { return }
    text = first.uppercased() + text.dropFirst()
}

func run() {
    var report = ""
    inoutAppendLine(&report, "first")
    inoutAppendLine(&report, "second")
    print(report)
    var word = "swift"
    inoutCapitalise(&word)
    print(word)
    var empty = ""
    inoutCapitalise(&empty)
    print(empty.isEmpty)
}
