struct Handlers {
    let onTap: () -> Void
    let onDrag: (Double, Double) -> Void = { _, _ in }
    let format: (Date) -> String = { $0.description }
    var lazyInit: [Int] = { (1...3).map { $0 } }()
}
