struct FavGreeter {
    var greeting: String
    func greet(_ name: String) -> String { "\(greeting), \(name)" }
}

func run() {
    let hello = FavGreeter(greeting: "Hello")
    let greet = hello.greet
    print(greet("Ann"))
    print(["Bo", "Cy"].map(hello.greet))
    let unapplied = FavGreeter.greet
    print(unapplied(FavGreeter(greeting: "Hi"))("Di"))
    let lengths = ["ab", "cde"].map { $0.count }
    print(lengths)
    print(["a", "b"].map { $0.uppercased() })
}
