func run() {
    let values = [1, 2, 3, 4, 5, 6]
    print(Array(values.dropFirst()), Array(values.dropLast()))
    print(Array(values.dropFirst(2)), Array(values.dropLast(4)))
    print(Array(values.dropFirst(10)).isEmpty)
    print(Array(values.drop { $0 < 4 }))
    let header = ["title", "a", "b"]
    print(Array(header.dropFirst()))
    print(Array(values.dropFirst().dropLast()))
}
