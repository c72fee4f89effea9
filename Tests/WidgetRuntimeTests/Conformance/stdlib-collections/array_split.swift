func run() {
    let values = [1, 0, 2, 3, 0, 0, 4]
    print(values.split(separator: 0).map(Array.init))
    print(values.split(separator: 0, omittingEmptySubsequences: false).map(Array.init))
    print(values.split(separator: 0, maxSplits: 1).map(Array.init))
    print(values.split { $0 > 2 }.map(Array.init))
    let words = "a  b c".split(separator: " ")
    print(words, words.count)
}
