@resultBuilder
struct PwSumBuilder {
    static func buildBlock(_ parts: Int...) -> Int { parts.reduce(0, +) }
    static func buildArray(_ parts: [Int]) -> Int { parts.reduce(0, +) }
    static func buildOptional(_ part: Int?) -> Int { part ?? 0 }
}

func pwSum(@PwSumBuilder _ content: () -> Int) -> Int { content() }

func run() {
    let total = pwSum {
        1
        for n in 1...4 {
            n * 10
        }
        if true {
            1000
        }
    }
    print(total)
    print(pwSum { 5; 6 })
}
