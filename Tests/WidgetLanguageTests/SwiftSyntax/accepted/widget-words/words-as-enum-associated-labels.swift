enum Action {
    case open(widget: String, entry: Int)
    case run(test: String, seed: UInt64)
    case show(preview: Bool, view: String)
}
func handle(_ a: Action) -> String {
    switch a {
    case .open(let widget, let entry): return widget + "\(entry)"
    case .run(test: let test, seed: _): return test
    case let .show(preview, view): return preview ? view : ""
    }
}
