func run() {
    let laps: [Duration] = [.seconds(90), .milliseconds(62_350), .seconds(58.5)]
    let total = laps.reduce(Duration.zero, +)
    print(total, total / laps.count, total / 2.0)
    print(Duration.seconds(300) / .seconds(90), laps[0] / laps[2])
    print((total / 3).components.seconds, laps.map { $0 / .seconds(60) }.map { ($0 * 100).rounded() / 100 })
}
