struct InoutBag { var items: [Int] }

func run() {
    let original = InoutBag(items: [1, 2])
    var copy = original
    copy.items.append(3)
    print(original.items, copy.items)
    var a = [1, 2, 3]
    let b = a
    a[0] = 100
    print(a, b)
    var s1 = "hello"
    let s2 = s1
    s1 += "!"
    print(s1, s2)
    var d1 = ["k": 1]
    let d2 = d1
    d1["k"] = 2
    print(d1["k"] ?? 0, d2["k"] ?? 0)
}
