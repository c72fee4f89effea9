func run() {
    let words = ["Hello", "WORLD", "mIxEd", "123abc", "straße", "ÉTÉ"]
    for word in words {
        print(word.uppercased(), word.lowercased())
    }
    print("swift" == "SWIFT".lowercased())
    let first = "widget".prefix(1).uppercased() + "widget".dropFirst()
    print(first)
}
