func run() {
    print(1...3, 0..<5)
    print(1..., ..<4, ...2)
    print("a"..."c")
    print(stride(from: 0, to: 3, by: 1).map { $0 })
    print(Array(0..<3), (0..<3).reversed().map { $0 })
    print(1.5...2.5)
}
