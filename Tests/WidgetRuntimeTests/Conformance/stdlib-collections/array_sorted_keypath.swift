struct KeyPathCity {
    let name: String
    let population: Int
}

extension Sequence {
    func sortedByKeyPath<T: Comparable>(_ key: KeyPath<Element, T>) -> [Element] {
        sorted { $0[keyPath: key] < $1[keyPath: key] }
    }
}

func run() {
    let cities = [KeyPathCity(name: "Oslo", population: 700), KeyPathCity(name: "Bergen", population: 290), KeyPathCity(name: "Tromsø", population: 77)]
    print(cities.sortedByKeyPath(\.name).map(\.name))
    print(cities.sortedByKeyPath(\.population).map(\.name))
    print(cities.map(\.population))
    print(cities.map(\.name.count))
    print(cities.max { $0.population < $1.population }!.name)
}
