func run() {
    let chars: [Character] = [" ", "\t", "\n", ",", "!", "+", "$", "©", "a", "5"]
    for char in chars {
        let flags = [char.isWhitespace, char.isNewline, char.isPunctuation, char.isSymbol, char.isMathSymbol, char.isCurrencySymbol]
        print(char.unicodeScalars.first!.value, flags.map { $0 ? "1" : "0" }.joined())
    }
    print("a, b; c!".filter { !$0.isPunctuation })
}
