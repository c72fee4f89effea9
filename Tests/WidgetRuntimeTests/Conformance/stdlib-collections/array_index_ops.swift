func run() {
    let values = ["a", "b", "c", "d"]
    print(values.indices, Array(values.indices))
    print(values.startIndex, values.endIndex)
    let second = values.index(after: values.startIndex)
    print(values[second], values[values.index(before: values.endIndex)])
    print(values.index(values.startIndex, offsetBy: 3), values.index(0, offsetBy: 10, limitedBy: 3) == nil)
    for i in values.indices.dropFirst() where i % 2 == 1 {
        print(i, values[i])
    }
    print(values.indices.contains(4), values.indices.contains(3))
}
