func run() {
    let population = ["Oslo": 709, "Bergen": 285, "Trondheim": 212, "Stavanger": 145, "Drammen": 102]
    let byValue = population.sorted { $0.value > $1.value }
    for (city, count) in byValue.prefix(3) {
        print(city, count)
    }
    let byName = population.sorted { $0.key < $1.key }
    print(byName.map(\.key))
    print(population.max { $0.value < $1.value }!.key)
    print(population.filter { $0.value > 200 }.keys.sorted())
    print(population.reduce(0) { $0 + $1.value })
}
