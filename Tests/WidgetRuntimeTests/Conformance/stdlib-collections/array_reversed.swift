func run() {
    let values = [1, 2, 3, 4]
    print(Array(values.reversed()))
    print(values.reversed().map { $0 * 10 })
    print(String("stressed".reversed()))
    var mutable = values
    mutable.reverse()
    print(mutable)
    for value in values.reversed() where value % 2 == 0 {
        print(value)
    }
    print(Array((1...5).reversed()))
}
