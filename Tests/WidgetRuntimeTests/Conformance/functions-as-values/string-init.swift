func run() {
    print([1, 2, 3].map(String.init))
    print(["1", "x", "30"].compactMap(Int.init))
    print(["2.5", "nope"].map(Double.init))
    print([65, 66].map { String(UnicodeScalar(UInt8($0))) })
    let toText: (Int) -> String = String.init
    print(toText(99) + "!")
    print([3, 4].map(String.init(describing:)))
}
