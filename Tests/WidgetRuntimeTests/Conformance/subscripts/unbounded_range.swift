func firstTwo(_ values: ArraySlice<Int>) -> Int { values.prefix(2).reduce(0, +) }

func run() {
    let numbers = [4, 5, 6]
    let all = numbers[...]
    print(Array(all), all.count, firstTwo(numbers[...]))
    let text = "widget"
    print(String(text[...]), text[...].uppercased())
    var letters = ["a", "b", "c"]
    letters[...] = ["z"]
    print(letters)
}
