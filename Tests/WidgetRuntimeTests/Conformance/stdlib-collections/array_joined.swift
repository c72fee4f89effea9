func run() {
    let parts = ["2024", "03", "10"]
    print(parts.joined(separator: "-"))
    print(parts.joined())
    print([String]().joined(separator: ","), "|")
    let nested = [[1, 2], [3], [4, 5]]
    print(Array(nested.joined()))
    print(Array(nested.joined(separator: [0])))
    print(["a", "b"].map { $0.uppercased() }.joined(separator: ", "))
}
