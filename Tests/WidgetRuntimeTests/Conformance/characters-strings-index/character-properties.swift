func run() {
    let sample: [Character] = ["a", "Z", "7", " ", "é", "!", "\n", "٣"]
    for c in sample {
        print(c.isLetter, c.isNumber, c.isUppercase, c.isWhitespace, c.isPunctuation, c.asciiValue ?? 0)
    }
    print(Character("x").isLowercase, Character("x").uppercased())
    print(Character("5").wholeNumberValue ?? -1, Character("f").hexDigitValue ?? -1)
}
