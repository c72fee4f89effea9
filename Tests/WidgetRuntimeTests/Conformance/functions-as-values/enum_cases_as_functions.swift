// A case with associated values, not called, is the function that makes it.
enum EfItem {
    case sound(String, Int)
    case placeholder(Int)
    case empty
}

extension Array {
    func fillOrPrefix(to count: Int, using filler: (Int) -> Element) -> [Element] {
        if self.count >= count { return Array(self.prefix(count)) }
        return self + (0..<(count - self.count)).map(filler)
    }
}

func efLabel(_ item: EfItem) -> String {
    switch item {
    case .sound(let name, let index): return "\(name)#\(index)"
    case .placeholder(let index): return "p\(index)"
    case .empty: return "-"
    }
}

func run() {
    let items = ["a", "b"].enumerated().map { EfItem.sound($0.element, $0.offset) }.fillOrPrefix(to: 4, using: EfItem.placeholder)
    print(items.map(efLabel))
    let made = [1, 2].map(EfItem.placeholder)
    print(made.map(efLabel))
    let pair: (String, Int) -> EfItem = EfItem.sound
    print(efLabel(pair("z", 9)))
}
