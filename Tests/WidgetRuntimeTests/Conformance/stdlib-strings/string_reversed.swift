func run() {
    let word = "Widgetry"
    print(String(word.reversed()))
    print(Array(word.reversed()).count)
    print(String("racecar".reversed()) == "racecar")
    print(String("héllo 👋".reversed()))
    let sentence = "one two three"
    print(sentence.split(separator: " ").reversed().joined(separator: " "))
    print(sentence.split(separator: " ").map { String($0.reversed()) }.joined(separator: " "))
}
