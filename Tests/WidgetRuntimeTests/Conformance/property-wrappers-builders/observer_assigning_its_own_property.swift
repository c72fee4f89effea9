class ObsOwnCounter {
    var log: [String] = []
    let limit: Int
    var value = 0 {
        willSet { log.append("will \(newValue)") }
        didSet {
            if value > limit { value = limit }
            log.append("did \(oldValue)->\(value)")
        }
    }
    init(limit: Int) { self.limit = limit }
}

struct ObsOwnLevel {
    var percent: Int = 0 {
        didSet { percent = min(max(percent, 0), 100) }
    }
}

func run() {
    let c = ObsOwnCounter(limit: 10)
    c.value = 4
    c.value = 15
    print(c.value, c.log)
    var level = ObsOwnLevel()
    level.percent = 140
    print(level.percent)
    level.percent -= 300
    print(level.percent)
}
