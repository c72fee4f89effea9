import Foundation

func run() {
    let line = "a,b,,c"
    print(line.split(separator: ","))
    print(line.split(separator: ",", omittingEmptySubsequences: false))
    print(line.components(separatedBy: ","))
    print(line.split(separator: ",", maxSplits: 1))
    let words = "  two   spaces here ".split(separator: " ")
    print(words.count, words.joined(separator: "_"))
    print(["x", "y", "z"].joined(), ["x", "y"].joined(separator: ", "))
    print("line1\nline2\nline3".split(whereSeparator: \.isNewline).map(String.init))
}
