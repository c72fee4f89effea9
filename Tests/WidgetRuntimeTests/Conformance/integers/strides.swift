func run() {
    print(Array(stride(from: 0, to: 10, by: 3)))
    print(Array(stride(from: 0, through: 9, by: 3)))
    print(Array(stride(from: 10, to: 0, by: -4)), Array(stride(from: 10, through: 2, by: -4)))
    print(Array(stride(from: 1, to: 1, by: 1)).isEmpty)
    print(Array(stride(from: 0.0, to: 1.0, by: 0.25)))
    print(stride(from: 1, through: 100, by: 10).reduce(0, +))
}
