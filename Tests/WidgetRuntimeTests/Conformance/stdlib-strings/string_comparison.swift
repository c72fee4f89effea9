func run() {
    print("apple" < "banana", "Zebra" < "apple", "a" < "B")
    print("abc" == "abc", "abc" != "ABC")
    let precomposed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    print(precomposed == decomposed, precomposed.count, decomposed.count)
    print(precomposed.utf8.count, decomposed.utf8.count)
    print(["b", "A", "a", "B"].sorted())
    print("10" < "9", "abc" < "abcd", "" < "a")
    print(max("pear", "peach"), min("x", "xy"))
}
