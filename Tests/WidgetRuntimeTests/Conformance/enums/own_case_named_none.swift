enum SensorReading {
    case pulse(bpm: Int)
    case sleep(hours: Double)
    case none
}

func describeReading(_ reading: SensorReading) -> String {
    switch reading {
    case .pulse(let bpm) where bpm < 50: return "low pulse \(bpm)"
    case .pulse(let bpm): return "pulse \(bpm)"
    case .sleep(let hours) where hours.isLess(than: 6): return "short sleep"
    case .sleep: return "rested"
    case .none: return "no data"
    }
}

func run() {
    let readings: [SensorReading] = [.pulse(bpm: 45), .sleep(hours: 5.5), .none, .sleep(hours: 8), .pulse(bpm: 70)]
    print(readings.map(describeReading))
    let empty: SensorReading = .none
    print(empty, describeReading(empty))
    if case .none = empty { print("matched none") }
    let missing: SensorReading? = nil
    switch missing {
    case .some(let reading): print("some", reading)
    case nil: print("nothing at all")
    }
    let counted = readings.filter { if case .none = $0 { return false } else { return true } }.count
    print(counted, readings.last.map(describeReading) ?? "-")
}
