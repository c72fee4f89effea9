func configure(model: Int, view: Int, source: Int, entry: Int, widget: Int,
               seed: Int, test: Int, provider: Int, intent: Int, preview: Int) -> Int {
    model + view + source + entry + widget + seed + test + provider + intent + preview
}
func labels(_ model: String, view: String, for entry: String, with source: String) {}
func call() -> Int {
    configure(model: 1, view: 2, source: 3, entry: 4, widget: 5, seed: 6, test: 7, provider: 8, intent: 9, preview: 10)
}
