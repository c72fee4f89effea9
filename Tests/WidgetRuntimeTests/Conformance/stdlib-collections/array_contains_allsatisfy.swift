func run() {
    let temps = [18, 21, 25, 19]
    print(temps.contains(21), temps.contains(30))
    print(temps.contains { $0 > 24 })
    print(temps.allSatisfy { $0 > 15 }, temps.allSatisfy { $0 > 20 })
    print([Int]().allSatisfy { $0 > 100 }, [Int]().contains { _ in true })
    let words = ["swift", "kotlin", "go"]
    print(words.contains("go"), words.contains { $0.hasPrefix("k") })
    print(words.allSatisfy { $0 == $0.lowercased() })
}
