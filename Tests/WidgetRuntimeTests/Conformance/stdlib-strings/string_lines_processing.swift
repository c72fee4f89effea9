func run() {
    let log = "INFO start\nWARN disk 91%\nINFO tick\nERROR failed write\nWARN retry\n"
    let lines = log.split(separator: "\n")
    print(lines.count)
    let levels = lines.map { $0.split(separator: " ", maxSplits: 1)[0] }
    print(levels)
    print(lines.filter { $0.hasPrefix("WARN") }.map { $0.dropFirst(5) })
    let errors = lines.first { $0.hasPrefix("ERROR") }.map { String($0) } ?? "none"
    print(errors)
    print(lines.last!, lines.map(\.count))
}
