struct model {}
struct view {}
enum Kind { case model, view, source, entry, widget, seed, test, provider, intent, preview }
let k: Kind = .widget
func kinds() -> [Kind] { [.model, .view, .source, .entry, .seed, .test, .provider, .intent, .preview] }
typealias entry = Int
