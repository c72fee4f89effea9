enum Event {
    case tap(x: Int, y: Int)
    case swipe(direction: String, speed: Double)
    case key(Character)
    case idle
}
func handle(_ e: Event) -> String {
    switch e {
    case .tap(let x, let y) where x == y: return "diagonal"
    case let .tap(x, y): return "\(x),\(y)"
    case .swipe(direction: "left", _): return "back"
    case .swipe(let direction, speed: let s) where s > 1: return "fast \(direction)"
    case .swipe: return "swipe"
    case .key("q"), .key("Q"): return "quit"
    case .key(let c): return String(c)
    case .idle: return "idle"
    }
}
