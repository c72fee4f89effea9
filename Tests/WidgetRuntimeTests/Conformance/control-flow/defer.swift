func cfWork(_ log: inout [String]) -> Int {
    log.append("start")
    defer { log.append("first defer") }
    defer { log.append("second defer") }
    log.append("body")
    return log.count
}

func cfPrinting() {
    print("enter")
    defer { print("leave") }
    for i in 0..<2 {
        defer { print("end of iteration", i) }
        print("iteration", i)
    }
    print("after loop")
}

func run() {
    var log: [String] = []
    let count = cfWork(&log)
    print(count, log)
    cfPrinting()
}
