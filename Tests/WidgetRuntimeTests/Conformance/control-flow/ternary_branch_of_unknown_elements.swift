enum TernaryKind: String { case run, ride }

func run() {
    let defaults: Set<TernaryKind> = [.run]
    let selection: [TernaryKind] = []
    let source = selection.isEmpty ? Array(defaults) : selection
    print(source.map(\.rawValue))
    let picked = selection.isEmpty ? [TernaryKind.ride] : Array(defaults)
    print(picked.count)
}
