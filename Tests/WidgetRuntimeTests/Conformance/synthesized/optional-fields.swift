struct SynContact: Hashable {
    var name: String
    var phone: String?
}

func run() {
    let a = SynContact(name: "Al", phone: nil)
    let b = SynContact(name: "Al", phone: "123")
    let c = SynContact(name: "Al", phone: nil)
    print(a == b, a == c)
    print(Set([a, b, c]).count)
    let lookup = [a: "no phone", b: "has phone"]
    print(lookup[c] ?? "?", lookup[SynContact(name: "Al", phone: "123")] ?? "?")
}
