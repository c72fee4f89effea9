class ClAnimal {
    let name: String
    private(set) var sounds: [String] = []
    static var created = 0
    init(name: String) {
        self.name = name
        ClAnimal.created += 1
    }
    convenience init() { self.init(name: "nobody") }
    func speak() -> String { "..." }
    final func record() -> String {
        let sound = speak()
        sounds.append(sound)
        return "\(name): \(sound)"
    }
}

class ClDog: ClAnimal {
    var tricks: Int
    init(name: String, tricks: Int) {
        self.tricks = tricks
        super.init(name: name)
    }
    override func speak() -> String { tricks > 1 ? "Woof!" : "woof" }
}

final class ClPuppy: ClDog {
    override func speak() -> String { super.speak() + " (small)" }
}

struct ClPoint: Hashable {
    var x: Int, y: Int
    func hash(into hasher: inout Hasher) { hasher.combine(x) }
    static func == (a: ClPoint, b: ClPoint) -> Bool { a.x == b.x }
}

final class ClNode {
    let value: Int
    var next: ClNode?
    weak var previous: ClNode?
    init(_ value: Int) { self.value = value }
}

struct ClTemperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    lazy var label: String = "T=\(celsius)"
    lazy var history: [Double] = [celsius]

    mutating func warm(by delta: Double) -> String {
        let before = label
        history.append(celsius + delta)
        celsius += delta
        return before + " then " + label + " " + "\(history)"
    }
}

func run() {
    let animals: [ClAnimal] = [ClAnimal(), ClDog(name: "Rex", tricks: 3), ClPuppy(name: "Bit", tricks: 1)]
    for animal in animals { print(animal.record()) }
    print(ClAnimal.created, animals[1].sounds, animals.map { type(of: $0) == ClDog.self })
    print(animals.compactMap { ($0 as? ClDog)?.tricks }, animals.filter { $0 is ClPuppy }.count)
    let a = animals[1], b = animals[1]
    print(a === b, a === animals[2])
    var points: [ClPoint: String] = [:]
    points[ClPoint(x: 1, y: 2)] = "first"
    points[ClPoint(x: 1, y: 9)] = "second"
    print(points.count, points[ClPoint(x: 1, y: 0)] ?? "none")
    let head = ClNode(1)
    let second = ClNode(2)
    head.next = second
    second.previous = head
    second.next = ClNode(3)
    var walk: ClNode? = head
    var seen: [Int] = []
    while let node = walk { seen.append(node.value); walk = node.next }
    print(seen, second.previous?.value ?? 0, head.next?.next?.value ?? 0)
    var t = ClTemperature(celsius: 100)
    print(t.fahrenheit)
    t.fahrenheit = 32
    print(t.celsius, t.label)
    t.celsius = 5
    print(t.label)
    var copy = t
    copy.celsius = 50
    print(t.celsius, copy.celsius)
    var fresh = ClTemperature(celsius: 1)
    print(fresh.warm(by: 2))
    print(fresh.warm(by: 3), fresh.label, fresh.history)
    var boxed = [ClTemperature(celsius: 7)]
    print(boxed[0].label)
    boxed[0].celsius = 8
    print(boxed[0].label, boxed[0].history)
}
