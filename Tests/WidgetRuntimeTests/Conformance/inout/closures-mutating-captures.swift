func run() {
    var counter = 0
    let increment = { counter += 1 }
    increment()
    increment()
    print(counter)
    var log: [String] = []
    let record: (String) -> Void = { log.append($0) }
    ["a", "b"].forEach(record)
    print(log)
    var total = 0
    [3, 4].forEach { total += $0 }
    print(total)
}
