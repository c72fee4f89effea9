func run() {
    let inputs = ["42", "-17", "+8", "0", "007", " 5", "5 ", "3.0", "", "99999999999999999999", "1_000"]
    for input in inputs {
        if let value = Int(input) {
            print("[\(input)]", value)
        } else {
            print("[\(input)]", "nil")
        }
    }
    print(Int8("127") ?? 0, Int8("128") == nil, UInt("-1") == nil)
    let sum = ["1", "x", "2"].compactMap(Int.init).reduce(0, +)
    print(sum)
}
