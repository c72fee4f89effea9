func fallback(_ a: Int?, _ b: Int?, _ names: [String: String]) -> Int {
    let name = names["key"] ?? "default"
    let chained = a ?? b ?? 0
    let lazy = a ?? Int(name) ?? -1
    return chained + lazy
}
