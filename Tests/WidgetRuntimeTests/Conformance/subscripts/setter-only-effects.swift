struct SubTemperatures {
    private var readings: [String: Double] = [:]
    var log: [String] = []
    subscript(city: String) -> Double {
        get { readings[city] ?? .nan }
        set {
            log.append("\(city)=\(newValue)")
            readings[city] = newValue
        }
    }
}

func run() {
    var t = SubTemperatures()
    t["Oslo"] = -2.5
    t["Rome"] = 18
    t["Oslo"] += 1
    print(t["Oslo"], t["Rome"], t["Lima"].isNaN)
    print(t.log)
}
