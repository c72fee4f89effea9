func run() {
    let closed = 1...5
    let open = 0..<3
    print(closed.contains(5), open.contains(3))
    print(Array(closed), Array(open))
    print(closed.count, open.isEmpty, (4..<4).isEmpty)
    print(closed ~= 3, (10...) ~= 11, (..<0) ~= 0)
    let letters = "a"..."f"
    print(letters.contains("c"), letters.contains("z"))
    print(closed.lowerBound, closed.upperBound, open.upperBound)
    print(Array((1...10).reversed().prefix(3)))
    let clamped = (0...100).clamped(to: 20...50)
    print(clamped.lowerBound, clamped.upperBound)
}
