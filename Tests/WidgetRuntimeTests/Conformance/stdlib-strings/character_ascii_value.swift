func run() {
    let chars: [Character] = ["A", "a", "0", " ", "~", "é", "\n"]
    for char in chars {
        print(char.isASCII, char.asciiValue.map(String.init) ?? "nil")
    }
    let word = "Hi!"
    print(word.compactMap { $0.asciiValue })
    print(word.compactMap(\.asciiValue).map(Int.init).reduce(0, +))
    print(Character(Unicode.Scalar(UInt8(66))))
}
