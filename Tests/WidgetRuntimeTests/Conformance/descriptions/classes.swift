final class DescEngine {
    var power = 100
}

class DescAnimal {
    var name = "generic"
}

final class DescDog: DescAnimal {}

func run() {
    print(DescEngine())
    print([DescEngine()])
    print(DescDog(), DescAnimal())
    let animal: DescAnimal = DescDog()
    print(animal)
    print(String(describing: DescDog.self))
    print("\(DescEngine())")
}
