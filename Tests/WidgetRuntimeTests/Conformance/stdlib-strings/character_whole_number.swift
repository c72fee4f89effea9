func run() {
    let chars: [Character] = ["0", "7", "9", "a", "F", "٣", "x"]
    for char in chars {
        let whole = char.wholeNumberValue.map(String.init) ?? "nil"
        let hex = char.hexDigitValue.map(String.init) ?? "nil"
        print(char, whole, hex, char.isHexDigit)
    }
    let digits = "4a7b1"
    print(digits.compactMap(\.wholeNumberValue).reduce(0, +))
}
