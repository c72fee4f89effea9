func run<model, view>(_ m: model, _ v: view) -> (model, view) { (m, v) }
func loops(_ entries: [Int]) -> Int {
    var total = 0
    for entry in entries { total += entry }
    for (widget, source) in zip(entries, entries) { total += widget * source }
    for case let preview? in entries.map(Optional.some) { total += preview }
    return total
}
