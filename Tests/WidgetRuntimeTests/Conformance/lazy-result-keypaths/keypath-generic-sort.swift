struct LkCity { var name: String; var population: Int; var area: Double }

func lkSorted<T, V: Comparable>(_ items: [T], by path: KeyPath<T, V>) -> [T] {
    items.sorted { $0[keyPath: path] < $1[keyPath: path] }
}

func lkValues<T, V>(_ items: [T], _ path: KeyPath<T, V>) -> [V] { items.map { $0[keyPath: path] } }

func run() {
    let cities = [LkCity(name: "Oslo", population: 700, area: 454), LkCity(name: "Bern", population: 140, area: 51.6),
                  LkCity(name: "Rome", population: 2800, area: 1285)]
    print(lkValues(lkSorted(cities, by: \.population), \.name))
    print(lkValues(lkSorted(cities, by: \.name), \.area))
    print(lkValues(cities, \.name.count))
}
