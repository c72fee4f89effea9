protocol OptMapSource { var count: Int? { get } }
struct OptMapItem: OptMapSource { var count: Int? }

func optMapLabels(_ items: [OptMapSource]) -> [String] {
    var out: [String] = []
    for p in items { out.append(p.count.map { String($0) } ?? "none") }
    return out
}

func run() {
    print(optMapLabels([OptMapItem(count: 2), OptMapItem(count: nil)]))
}
