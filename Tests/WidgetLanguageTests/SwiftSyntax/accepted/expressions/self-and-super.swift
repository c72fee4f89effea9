class Animal {
    var name: String
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
}
final class Dog: Animal {
    override init(name: String) {
        super.init(name: name)
        self.name = name.capitalized
    }
    override func speak() -> String { super.speak() + " woof from \(self.name)" }
    func me() -> Dog { self }
    static func kind() -> String { String(describing: Self.self) }
    subscript(i: Int) -> String { super.speak() + "\(i)" }
}
