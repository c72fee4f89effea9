func run() {
    print("apple" < "banana", "apple" < "Apple", "Zoo" < "apple")
    print("a" == "a", "a" != "A")
    print(["pear", "Apple", "banana", "apple"].sorted())
    print(["10", "9", "100"].sorted(), ["10", "9", "100"].sorted { Int($0) ?? 0 < Int($1) ?? 0 })
    print("abc".lexicographicallyPrecedes("abd"), "ab" < "abc")
    print(max("kiwi", "fig"), min("kiwi", "fig"))
    print("café" == "cafe\u{301}", "café" < "cafz")
}
