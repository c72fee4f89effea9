func withCleanup() -> Int {
    var log: [String] = []
    defer { log.append("done") }
    do {
        defer { log.append("inner") }
        log.append("work")
    }
    for i in 0..<2 {
        defer { log.append("after \(i)") }
    }
    return log.count
}
