func run() {
    let chars: [Character] = ["a", "A", "ß", "É", "1", "?"]
    for char in chars {
        print(char, char.isUppercase, char.isLowercase, char.isCased, char.uppercased(), char.lowercased())
    }
    let text = "Hello World From Swift"
    print(text.filter { $0.isUppercase })
    print(text.filter(\.isUppercase).count)
}
