func run() {
    print(12.isMultiple(of: 3), 12.isMultiple(of: 5), 0.isMultiple(of: 7), (-9).isMultiple(of: 3))
    print((1...20).filter { $0.isMultiple(of: 6) })
    print((1...10).map { $0 % 2 == 0 ? "e" : "o" }.joined())
    print(7.isMultiple(of: 0), 0.isMultiple(of: 0))
}
