struct NamedOnTypeGreeter {
    var name: String
    func greet() -> String { "hi \(name)" }
    func wave(_ other: String) -> String { "\(name) waves at \(other)" }
}

func run() {
    let ann = NamedOnTypeGreeter(name: "Ann")
    let bound = NamedOnTypeGreeter.greet(ann)
    print(bound())
    let curried: (NamedOnTypeGreeter) -> (String) -> String = NamedOnTypeGreeter.wave
    print(curried(ann)("Bob"))
    print([ann, NamedOnTypeGreeter(name: "Cy")].map(NamedOnTypeGreeter.greet).map { $0() })
    print(NamedOnTypeGreeter.wave(ann)("Di"))
    print(String.uppercased("abc")(), String.lowercased("XyZ")())
    let makers = ["one", "two"].map(String.uppercased)
    print(makers.map { $0() })
}
