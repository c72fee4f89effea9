enum CoverSuit { case hearts, spades }
enum CoverLoad { case idle, loading(Double), done(String, Int?), failed(CoverSuit, code: Int) }
func coverPair(_ a: Bool, _ b: Bool) -> String {
    switch (a, b) {
    case (true, true): return "both"
    case (true, false), (false, true): return "one"
    case (false, false): return "none"
    }
}
func coverOptionals(_ a: Int?, _ b: Int?) -> String {
    switch (a, b) {
    case let (x?, y?): return "\(x)+\(y)"
    case (let x?, nil): return "only \(x)"
    case (nil, .some(let y)): return "only \(y)"
    case (nil, nil): return "neither"
    }
}
func coverLoad(_ l: CoverLoad) -> String {
    switch l {
    case .idle: return "idle"
    case .loading(let p) where p > 0.5: return "almost"
    case .loading: return "loading"
    case let .done(name, count?): return "\(name) \(count)"
    case .done(let name, nil): return "\(name) ?"
    case .failed(.hearts, _): return "hearts"
    case .failed(.spades, let code): return "spades \(code)"
    }
}
func coverSuits(_ a: CoverSuit, _ b: CoverSuit?) -> String {
    switch (a, b) {
    case (.hearts, _): return "h"
    case (.spades, .hearts?): return "sh"
    case (.spades, .spades): return "ss"
    case (.spades, nil): return "s-"
    }
}
func run() {
    print(coverPair(true, false), coverPair(false, false), coverPair(true, true))
    print(coverOptionals(1, 2), coverOptionals(3, nil), coverOptionals(nil, 4), coverOptionals(nil, nil))
    print(coverLoad(.idle), coverLoad(.loading(0.7)), coverLoad(.loading(0.1)), coverLoad(.done("a", 2)), coverLoad(.done("b", nil)), coverLoad(.failed(.hearts, code: 1)), coverLoad(.failed(.spades, code: 2)))
    print(coverSuits(.hearts, nil), coverSuits(.spades, .hearts), coverSuits(.spades, .spades), coverSuits(.spades, nil))
}
