func chunked(_ values: [Int], size: Int) -> [[Int]] {
    stride(from: 0, to: values.count, by: size).map { start in
        Array(values[start..<min(start + size, values.count)])
    }
}

func run() {
    let values = Array(1...10)
    print(chunked(values, size: 3))
    print(chunked(values, size: 5))
    print(chunked(values, size: 20))
    print(chunked([], size: 2))
    let rows = chunked(values, size: 4).map { row in row.map(String.init).joined(separator: " ") }
    for row in rows {
        print(row)
    }
}
