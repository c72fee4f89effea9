class InitAnimal {
    let legs: Int
    required init(legs: Int) { self.legs = legs }
    func name() -> String { "animal with \(legs) legs" }
}

class InitBird: InitAnimal {
    required init(legs: Int) { super.init(legs: 2) }
    override func name() -> String { "bird" }
}

struct InitPoint {
    var x = 0, y = 0
}

func initBuild<T: InitAnimal>(_ type: T.Type, legs: Int) -> T { T(legs: legs) }
func initMany<T: InitAnimal>(_ type: T.Type, count: Int) -> [T] { (0..<count).map { T(legs: $0) } }

func run() {
    print(initBuild(InitAnimal.self, legs: 4).name(), initBuild(InitBird.self, legs: 9).name())
    print(initMany(InitAnimal.self, count: 3).map(\.legs), initMany(InitBird.self, count: 2).map { $0.name() })
    let kind: InitAnimal.Type = InitBird.self
    print(kind.init(legs: 6).name())
    let point = InitPoint.init(x: 2)
    print(point.x, point.y)
}
