enum CfPanel { case small, large, huge }

func run() {
    let panel = CfPanel.large
    // An immediately called closure whose body is one switch expression.
    let isLarge = {
        switch panel {
        case .large, .huge: true
        default: false
        }
    }()
    print(isLarge)
    // An if expression as a closure's result, in map and sorted(by:).
    let labels = [CfPanel.small, .huge, .large].map { p in
        if p == .small { "S" } else if p == .large { "L" } else { "H" }
    }
    print(labels)
    let ordered = [3, 1, 2].sorted { a, b in
        switch (a, b) {
        case (1, _): true
        case (_, 1): false
        default: a > b
        }
    }
    print(ordered)
    // A closure of one if statement that gives nothing is still a statement.
    var total = 0
    [1, 2, 3].forEach { n in
        if n > 1 { total += n }
    }
    print(total)
    let describe: (Int) -> String = { n in
        switch n % 3 {
        case 0: "fizz"
        case 1: "one"
        default: String(n)
        }
    }
    print((1...5).map(describe).joined(separator: ","))
}
