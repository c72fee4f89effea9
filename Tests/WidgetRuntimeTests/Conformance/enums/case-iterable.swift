enum EnumSeason: String, CaseIterable { case spring, summer, autumn, winter }

enum EnumLevel: Int, CaseIterable {
    case low = 1, mid, high
}

func run() {
    print(EnumSeason.allCases.count)
    print(EnumSeason.allCases.map(\.rawValue))
    print(EnumLevel.allCases.map(\.rawValue).reduce(0, +))
    print(EnumSeason.allCases.firstIndex(of: .autumn) ?? -1)
    for season in EnumSeason.allCases where season.rawValue.hasSuffix("er") { print(season.rawValue) }
    print(EnumLevel.allCases.last == .high)
}
