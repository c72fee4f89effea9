func run() {
    let text = "the cat and the hat and the bat"
    print(text.ranges(of: "the").count)
    print(text.ranges(of: "at").map { text.distance(from: text.startIndex, to: $0.lowerBound) })
    if let range = text.firstRange(of: "and") {
        print(text[range.upperBound...])
    }
    print(text.firstRange(of: "dog") == nil)
    print(text.contains("hat and"), text.split(separator: " and ").count)
    print(text.split(separator: " and "))
}
