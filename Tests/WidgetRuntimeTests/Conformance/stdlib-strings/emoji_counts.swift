func run() {
    let samples = ["👍", "👍🏽", "👨‍👩‍👧‍👦", "🇳🇴🇸🇪", "❤️", "a👋b", "1️⃣"]
    for sample in samples {
        print(sample, sample.count, sample.unicodeScalars.count, sample.utf8.count)
    }
    let status = "Done ✅ 3/4 🎉"
    print(status.count, status.filter { $0.isLetter }.count)
    print(Array("🇳🇴🇸🇪").map { String($0) })
}
