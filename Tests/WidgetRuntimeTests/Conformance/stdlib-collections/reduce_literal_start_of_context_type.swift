struct ReduceItem { let weight: Float; let price: Double }

func run() {
    let items = [ReduceItem(weight: 0.5, price: 1.25), ReduceItem(weight: 0.25, price: 2)]
    let score: Float = items.reduce(into: 0) { total, item in total += item.weight }
    let cost: Double = items.reduce(0) { $0 + $1.price }
    let count = items.reduce(0) { total, _ in total + 1 }
    print(score, cost, count)
}
