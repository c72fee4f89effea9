struct CioHabit { var name: String; var streak = 0; mutating func mark() { streak += 1 } }

final class CioStore {
    var habits = [CioHabit(name: "run"), CioHabit(name: "read")]
    var featured = CioHabit(name: "swim")
    func update(_ index: Int, _ change: (inout CioHabit) -> Void) { change(&habits[index]) }
    func updateFeatured(_ change: (inout CioHabit) -> Void) { change(&featured) }
}

func cioApply(_ value: inout Int, times: Int, _ step: (inout Int) -> Void) {
    for _ in 0..<times { step(&value) }
}

func run() {
    let store = CioStore()
    store.update(1) { $0.mark() }
    store.update(1) { habit in habit.streak += 10; habit.name = habit.name.uppercased() }
    store.updateFeatured { $0.streak = 5 }
    print(store.habits.map { "\($0.name):\($0.streak)" }, store.featured.streak)
    var total = 1
    cioApply(&total, times: 3) { $0 *= 2 }
    let addTen: (inout Int) -> Void = { $0 += 10 }
    addTen(&total)
    var counts = [0, 0]
    addTen(&counts[1])
    print(total, counts)
}
