struct LkItem { var name: String; var price: Double; var tags: [String] }

func run() {
    let items = [LkItem(name: "tea", price: 3.5, tags: ["drink"]), LkItem(name: "cake", price: 4.25, tags: ["food", "sweet"])]
    let names = items.lazy.map(\.name)
    print(Array(names))
    print(items.map(\.tags.count), items.flatMap(\.tags))
    print(items.map(\.price).max() ?? 0, items.max { $0.price < $1.price }?.name ?? "")
    let total = items.reduce(0) { $0 + $1[keyPath: \.price] }
    print(total)
}
