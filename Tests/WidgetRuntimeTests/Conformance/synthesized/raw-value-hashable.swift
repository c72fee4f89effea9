enum SynColor: String {
    case red, green, blue
}

func run() {
    let picks: [SynColor] = [.red, .blue, .red, .green, .blue]
    let unique = Set(picks)
    print(unique.count)
    print(unique.map { $0.rawValue }.sorted())
    var counts: [SynColor: Int] = [:]
    for pick in picks { counts[pick, default: 0] += 1 }
    print(counts[.red] ?? 0, counts[.green] ?? 0, counts[.blue] ?? 0)
}
