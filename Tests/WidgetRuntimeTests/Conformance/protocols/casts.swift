protocol ProtoAnimal { var sound: String { get } }
struct ProtoDog: ProtoAnimal { var sound: String { "woof" }; var tricks = 2 }
struct ProtoCat: ProtoAnimal { var sound: String { "meow" } }

func run() {
    let animals: [any ProtoAnimal] = [ProtoDog(), ProtoCat(), ProtoDog(tricks: 5)]
    for animal in animals {
        if let dog = animal as? ProtoDog {
            print("dog with", dog.tricks, "tricks says", dog.sound)
        } else {
            print("not a dog:", animal.sound, animal is ProtoCat)
        }
    }
    print(animals.filter { $0 is ProtoDog }.count)
    let values: [Any] = [1, "two", 3.0, ProtoCat()]
    for value in values {
        switch value {
        case let n as Int: print("int", n)
        case let s as String: print("string", s)
        case is ProtoAnimal: print("an animal")
        default: print("something else")
        }
    }
}
