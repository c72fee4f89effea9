func run() {
    let samples = ["abc", "é", "€", "😀", "日本語", "🇳🇴"]
    for sample in samples {
        print(sample, sample.count, sample.utf8.count, sample.utf16.count, sample.unicodeScalars.count)
    }
    print(Array("Hé".utf8))
    print(Array("Hé".utf16))
    print(String(decoding: [72, 105], as: UTF8.self))
}
