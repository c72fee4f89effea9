@resultBuilder
struct PwCSVBuilder {
    static func buildBlock(_ rows: [String]...) -> [[String]] { rows }
    static func buildFinalResult(_ rows: [[String]]) -> String {
        rows.map { $0.joined(separator: ",") }.joined(separator: "\n")
    }
}

@PwCSVBuilder
func pwTable() -> String {
    ["name", "age"]
    ["ann", "30"]
    ["bob", "41"]
}

func run() {
    print(pwTable())
}
