class InhAnimal {
    let name: String
    var legs: Int
    init(name: String, legs: Int = 4) { self.name = name; self.legs = legs }
    init(pair: (String, Int)) { name = pair.0; legs = pair.1 }
    func describe() -> String { "\(name) on \(legs) legs, says \(sound())" }
    func sound() -> String { "..." }
}

class InhDog: InhAnimal {
    var tricks: [String] = []
    override func sound() -> String { "woof" }
    convenience init() { self.init(name: "Rex") }
    convenience init(trick: String) {
        self.init(name: "Ace", legs: 4)
        tricks.append(trick)
    }
}

final class InhPuppy: InhDog {
    override func sound() -> String { "yip" }
}

class InhBird: InhAnimal {
    init(wings: Int) { super.init(name: "Tweety", legs: 2) }
}

func run() {
    print(InhDog().describe(), InhDog(name: "Max").describe())
    print(InhDog(pair: ("Odd", 3)).describe(), InhDog(trick: "sit").tricks)
    print(InhPuppy(name: "Bit", legs: 3).describe(), InhPuppy().describe(), InhPuppy(trick: "roll").tricks)
    print(InhBird(wings: 2).describe())
}
