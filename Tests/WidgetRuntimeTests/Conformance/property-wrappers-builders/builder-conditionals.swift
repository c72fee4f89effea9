@resultBuilder
struct PwLinesBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ line: String) -> [String] { [line] }
    static func buildOptional(_ part: [String]?) -> [String] { part ?? [] }
    static func buildEither(first part: [String]) -> [String] { part }
    static func buildEither(second part: [String]) -> [String] { part }
}

func pwReport(verbose: Bool, score: Int) -> [String] {
    pwBuild {
        "report"
        if verbose {
            "details follow"
        }
        if score > 50 {
            "passed"
        } else {
            "failed"
        }
    }
}

func pwBuild(@PwLinesBuilder _ content: () -> [String]) -> [String] { content() }

func run() {
    print(pwReport(verbose: true, score: 70))
    print(pwReport(verbose: false, score: 10))
}
