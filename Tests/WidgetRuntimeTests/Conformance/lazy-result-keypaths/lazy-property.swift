final class LkReport {
    var builds = 0
    lazy var summary: String = {
        builds += 1
        return "summary #\(builds)"
    }()
}

struct LkCache {
    lazy var values: [Int] = (1...3).map { $0 * 100 }
}

func run() {
    let report = LkReport()
    print(report.builds)
    print(report.summary)
    print(report.summary, report.builds)
    var cache = LkCache()
    print(cache.values)
    cache.values.append(4)
    print(cache.values)
}
