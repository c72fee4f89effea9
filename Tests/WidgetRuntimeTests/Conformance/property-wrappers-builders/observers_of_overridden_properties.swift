struct Battery {
    var log: [String] = []
    var level: Int = 100 {
        willSet {
            if newValue < 20 && level >= 20 { log.append("low warning at \(newValue)") }
        }
        didSet {
            if level < 0 { level = 0 }
            if level > 100 { level = 100 }
            log.append("\(oldValue)->\(level)")
        }
    }
}

class Counter {
    var changes = 0
    var value = 0 {
        willSet { print("  will set \(value) to \(newValue)") }
        didSet {
            changes += 1
            print("  did set from \(oldValue), now \(value)")
        }
    }
}

class LimitedCounter: Counter {
    let limit: Int
    init(limit: Int) { self.limit = limit }
    override var value: Int {
        didSet {
            if value > limit { print("  over limit \(limit)") }
        }
    }
}

func bump(_ n: inout Int, by d: Int) {
    n += d
}

func run() {
    var b = Battery()
    b.level -= 30
    b.level -= 60
    b.level = -5
    b.level += 250
    print(b.log)
    print(b.level)
    let c = Counter()
    c.value = 3
    c.value += 2
    print(c.changes)
    let l = LimitedCounter(limit: 4)
    l.value = 2
    bump(&l.value, by: 5)
    print(l.changes, l.value)
    var copy = b
    copy.level = 50
    print(b.level, copy.level, copy.log.last ?? "-", b.log.count, copy.log.count)
}
