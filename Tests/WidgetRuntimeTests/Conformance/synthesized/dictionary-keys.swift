struct SynCity: Hashable {
    var name: String
    var country: String
}

func run() {
    var population: [SynCity: Int] = [:]
    population[SynCity(name: "Paris", country: "FR")] = 2
    population[SynCity(name: "Lyon", country: "FR")] = 1
    population[SynCity(name: "Paris", country: "US")] = 0
    population[SynCity(name: "Paris", country: "FR")]! += 1
    print(population.count)
    print(population[SynCity(name: "Paris", country: "FR")] ?? -1)
    print(population[SynCity(name: "Rome", country: "IT")] ?? -1)
    for key in population.keys.sorted(by: { ($0.country, $0.name) < ($1.country, $1.name) }) {
        print(key.name, key.country, population[key] ?? 0)
    }
}
