func closures(_ items: [(model: String, view: Int)]) -> [String] {
    items.map { model, view in "\(model)\(view)" }
        + items.map { entry in entry.model }
        + items.map(\.model)
}
let tuple = (source: 1, seed: 2)
let sum = tuple.source + tuple.seed
