struct FavLoader {
    func value() -> Int { 1 }
    func value() -> String { "one" }
    static func make() -> FavLoader { FavLoader() }
    static func make() -> [FavLoader] { [FavLoader(), FavLoader()] }
    func both() -> String {
        let n: Int = value()
        let s: String = self.value()
        return "\(n)/\(s)"
    }
}

protocol FavSource {}
extension FavSource {
    func fetch(in n: Int) -> Int { n * 2 }
    func fetch(in n: Int) -> String { "s\(n)" }
    func summary() -> String { fetch(in: 4) }
}
struct FavPlainSource: FavSource {}
struct FavOwnSource: FavSource {
    func fetch(in n: Int) -> Int { n * 100 }
}
struct FavStringSource: FavSource {
    func fetch(in n: Int) -> String { "own\(n)" }
}

func favTakesInt(_ x: Int) -> String { "int \(x)" }

func run() {
    let loader = FavLoader()
    let a: Int = loader.value()
    let b: String = loader.value()
    print(a, b, loader.both())
    let many: [FavLoader] = FavLoader.make()
    let one: FavLoader = .make()
    print(many.count, one.value() as Int)
    let c: String = FavPlainSource().fetch(in: 3)
    let d: Int = FavPlainSource().fetch(in: 3)
    print(c, d, FavPlainSource().summary())
    print(favTakesInt(FavPlainSource().fetch(in: 5)))
    let e: Int = FavOwnSource().fetch(in: 2)
    let f: String = FavOwnSource().fetch(in: 2)
    print(e, f, FavOwnSource().summary())
    let g: String = FavStringSource().fetch(in: 1)
    let h: Int = FavStringSource().fetch(in: 1)
    print(g, h, FavStringSource().summary())
}
