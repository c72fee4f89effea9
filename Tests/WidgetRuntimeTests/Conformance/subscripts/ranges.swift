func run() {
    let numbers = [10, 20, 30, 40, 50]
    print(numbers[1...3], numbers[..<2], numbers[3...])
    let slice = numbers[1..<4]
    print(slice.first ?? 0, slice.count, slice.startIndex, Array(slice))
    var letters = ["a", "b", "c", "d"]
    letters[1...2] = ["X"]
    print(letters)
    letters.replaceSubrange(0..<1, with: ["p", "q"])
    print(letters)
}
