func run() {
    let chars: [Character] = ["a", "Z", "7", " ", "!", "é", "٣", "½", "_"]
    for char in chars {
        print(char, char.isLetter, char.isNumber, char.isWholeNumber, char.isLetter || char.isNumber)
    }
    let mixed = "a1b2c3!"
    print(mixed.filter { $0.isLetter }, mixed.filter { $0.isNumber })
}
