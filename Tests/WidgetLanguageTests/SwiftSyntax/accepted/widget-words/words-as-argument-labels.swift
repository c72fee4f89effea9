struct Builder {
    func make(model: String, view: String) -> String { model + view }
    func use(provider p: Int, intent i: Int) -> Int { p + i }
    static func configure(widget: String, source: URL?, test: Bool) {}
}
func callers() {
    let b = Builder()
    _ = b.make(model: "m", view: "v")
    _ = b.use(provider: 1, intent: 2)
    Builder.configure(widget: "w", source: nil, test: false)
}
