func isAnagramPair(_ a: String, _ b: String) -> Bool {
    a.lowercased().filter { $0 != " " }.sorted() == b.lowercased().filter { $0 != " " }.sorted()
}

func run() {
    print(String("swift".sorted()))
    print(String("Widgetry".sorted()))
    print(String("banana".sorted(by: >)))
    print(isAnagramPair("Listen", "Silent"), isAnagramPair("Dormitory", "dirty room"), isAnagramPair("abc", "abd"))
    print(Array(Set("hello")).sorted())
    print("zebra".sorted().first!, "zebra".max()!)
}
