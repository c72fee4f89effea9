func run() {
    let values = [10, 20, 30, 40, 50]
    print(Array(values.prefix(2)), Array(values.suffix(2)))
    print(Array(values.prefix(10)), Array(values.suffix(0)))
    print(Array(values.prefix(while: { $0 < 35 })))
    print(Array(values.prefix(upTo: 3)), Array(values.suffix(from: 3)))
    print(Array(values.prefix(through: 1)))
    let top3 = values.sorted(by: >).prefix(3)
    print(Array(top3), top3.count)
}
