func run() {
    let raw = ["1", "two", "3", "", "-4", "5.0"]
    print(raw.compactMap { Int($0) })
    print(raw.compactMap { Double($0) })
    let optionals: [Int?] = [1, nil, 3, nil]
    print(optionals.compactMap { $0 })
    print(optionals.count, optionals.compactMap { $0 }.count)
    let names: [String?] = ["Ann", nil, "Bob"]
    print(names.compactMap { $0?.uppercased() })
    print(raw.compactMap { Int($0) }.map { $0 * 10 })
}
