func run() {
    var values = [7, 2, 9, 4, 1, 8, 3]
    let pivot = values.partition { $0 >= 5 }
    print(pivot)
    print(values[..<pivot].sorted(), values[pivot...].sorted())
    print(values[..<pivot].allSatisfy { $0 < 5 }, values[pivot...].allSatisfy { $0 >= 5 })
    var none = [1, 2, 3]
    print(none.partition { $0 > 10 }, none.count)
    var all = [1, 2, 3]
    print(all.partition { $0 > 0 })
}
