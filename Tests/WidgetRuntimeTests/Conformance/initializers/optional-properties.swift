struct InitProfile {
    var name: String
    var bio: String?
    var age: Int?
    var tags: [String] = []
}

func run() {
    let a = InitProfile(name: "a")
    let b = InitProfile(name: "b", bio: "hi", age: 3, tags: ["x"])
    let c = InitProfile(name: "c", age: 9)
    for p in [a, b, c] {
        print(p.name, p.bio ?? "no bio", p.age.map(String.init) ?? "?", p.tags)
    }
}
