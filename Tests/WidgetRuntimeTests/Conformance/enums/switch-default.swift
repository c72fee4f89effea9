enum EnumAnimal { case cat, dog, cow, hen }

func enumLegs(_ a: EnumAnimal) -> Int {
    switch a {
    case .hen: return 2
    default: return 4
    }
}

func enumSound(_ a: EnumAnimal) -> String {
    switch a {
    case .cat, .dog: return "pet sound"
    case .cow: return "moo"
    case .hen: return "cluck"
    }
}

func run() {
    let farm: [EnumAnimal] = [.cat, .hen, .cow, .dog]
    print(farm.map(enumLegs), farm.map(enumLegs).reduce(0, +))
    print(farm.map(enumSound))
}
