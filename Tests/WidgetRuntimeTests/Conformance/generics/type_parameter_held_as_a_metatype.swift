protocol Titled { static var label: String { get } }
struct Alpha: Titled { static var label: String { "alpha" } }
struct Beta: Titled { static var label: String { "beta" } }

struct Labeller<T: Titled> {
    let type: T.Type
    var prefix = "kind"
    var text: String { "\(prefix) " + T.label }
    func twice() -> String { T.label + T.label }
}

func run() {
    let a = Labeller(type: Alpha.self)
    let b = Labeller(type: Beta.self, prefix: "of")
    print(a.text, b.text, b.twice())
    print(type(of: a), [a.text, b.text].joined(separator: "/"))
}
