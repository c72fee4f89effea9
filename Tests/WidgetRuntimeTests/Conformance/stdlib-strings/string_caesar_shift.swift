func caesarShift(_ text: String, by shift: Int) -> String {
    String(text.map { char -> Character in
        guard let ascii = char.asciiValue, char.isLetter else { return char }
        let base: UInt8 = char.isUppercase ? 65 : 97
        let shifted = (Int(ascii - base) + shift % 26 + 26) % 26
        return Character(Unicode.Scalar(base + UInt8(shifted)))
    })
}

func run() {
    let message = "Hello, World! xyz"
    let encoded = caesarShift(message, by: 3)
    print(encoded)
    print(caesarShift(encoded, by: -3))
    print(caesarShift("abc", by: 29), caesarShift("ABC", by: -1))
}
