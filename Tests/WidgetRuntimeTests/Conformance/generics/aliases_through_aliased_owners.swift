enum StoreV4 {
    struct Theme {
        var data: String
    }
    struct Config { var name: String }
}
typealias Store = StoreV4
typealias LocalTheme = Store.Theme
extension LocalTheme {
    var shout: String { data.uppercased() }
}
extension Store.Config {
    var label: String { "config " + name }
}
func run() {
    let t = LocalTheme(data: "dark")
    print(t.shout, Store.Config(name: "main").label)
    let c: Store.Config = .init(name: "x")
    print(c.label)
}
