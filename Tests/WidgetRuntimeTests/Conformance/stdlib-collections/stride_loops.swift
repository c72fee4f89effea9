func run() {
    print(Array(stride(from: 0, to: 10, by: 3)))
    print(Array(stride(from: 0, through: 9, by: 3)))
    print(Array(stride(from: 10, to: 0, by: -4)))
    print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
    var labels: [String] = []
    for hour in stride(from: 6, through: 18, by: 6) {
        labels.append("\(hour)h")
    }
    print(labels)
    print(Array(stride(from: 5, to: 5, by: 1)).isEmpty)
}
