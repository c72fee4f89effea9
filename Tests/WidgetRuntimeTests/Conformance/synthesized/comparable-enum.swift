enum SynSize: Comparable {
    case small, medium, large
}

enum SynPriority: Int, Comparable {
    case low = 1, high = 3, normal = 2
    static func < (a: SynPriority, b: SynPriority) -> Bool { a.rawValue < b.rawValue }
}

func run() {
    print(SynSize.small < .large, SynSize.large < .medium)
    print([SynSize.large, .small, .medium].sorted())
    print([SynSize.medium, .large].max() ?? .small)
    print(SynPriority.high > .normal)
    print([SynPriority.high, .low, .normal].sorted().map { $0.rawValue })
}
