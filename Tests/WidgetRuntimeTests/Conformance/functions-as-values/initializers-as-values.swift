struct FavPerson {
    var name: String
    var age: Int = 0
}

struct FavWrapper {
    let inner: Int
    init(_ inner: Int) { self.inner = inner }
}

func run() {
    let people = ["Ann", "Bo"].map { FavPerson(name: $0) }
    print(people.map(\.name), people.map(\.age))
    let wrapped = [1, 2].map(FavWrapper.init)
    print(wrapped.map(\.inner))
    let make = FavPerson.init(name:age:)
    print(make("Cy", 30).age)
    let pairs = zip(["Di", "Ed"], [40, 50]).map(FavPerson.init)
    print(pairs.map { "\($0.name) \($0.age)" })
}
