func run() {
    let words = ["cafe", "café", "cafe\u{301}", "👍🏽", "🇳🇴", "ü"]
    for word in words {
        print(word, word.count, word.unicodeScalars.count, word.utf8.count, word.utf16.count)
    }
    print("café" == "cafe\u{301}")
    print("é".unicodeScalars.map { $0.value })
}
