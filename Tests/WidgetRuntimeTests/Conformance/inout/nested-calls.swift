func inoutInner(_ n: inout Int) { n = n * 10 + 1 }
func inoutOuter(_ n: inout Int) {
    inoutInner(&n)
    inoutInner(&n)
}

func inoutLog(_ log: inout [String], _ depth: Int) {
    log.append("depth \(depth)")
    if depth < 3 { inoutLog(&log, depth + 1) }
}

func run() {
    var n = 0
    inoutOuter(&n)
    print(n)
    var log: [String] = []
    inoutLog(&log, 1)
    print(log)
}
