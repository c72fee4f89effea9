func run() {
    var stock = ["apples": 5, "pears": 0, "plums": 12]
    print(stock.count, stock.isEmpty)
    print(stock.keys.sorted(), stock.values.sorted())
    let old = stock.updateValue(7, forKey: "apples")
    print(old!, stock["apples"]!)
    let inserted = stock.updateValue(3, forKey: "kiwis")
    print(inserted == nil, stock.count)
    print(stock.removeValue(forKey: "pears")!, stock.removeValue(forKey: "none") == nil)
    stock["plums"] = nil
    print(stock.keys.sorted())
    print(stock.contains { $0.value > 5 }, stock.values.reduce(0, +))
}
