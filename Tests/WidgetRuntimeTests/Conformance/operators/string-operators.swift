func run() {
    let a = "apple", b = "banana"
    print(a + " & " + b)
    print(a < b, a == "apple", "Zebra" < "apple")
    print(String(repeating: "ab", count: 3))
    var line = ""
    for word in ["x", "y", "z"] { line += word + "-" }
    print(line)
    print("abc" + String(5) + String(2.5))
    print(["b", "a", "C"].sorted(), ["b", "a", "C"].sorted(by: >))
}
