enum ImSeason: String, CaseIterable {
    case spring, summer, autumn, winter

    static func firstOther(than season: ImSeason) -> ImSeason? {
        .allCases.first { $0 != season }
    }

    static var warm: [ImSeason] { allCases.filter { $0 == .summer || $0 == .spring } }
}

func run() {
    print(ImSeason.firstOther(than: .spring).map(\.rawValue) ?? "none")
    let last: ImSeason? = .allCases.last
    print(last ?? .spring, ImSeason.warm)
    let count: Int = ImSeason.allCases.count
    print(count)
}
