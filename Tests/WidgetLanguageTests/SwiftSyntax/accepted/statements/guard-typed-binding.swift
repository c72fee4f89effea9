protocol Item { init() }
extension Item {
    static func all(from cache: [String: Any]) -> [Self] {
        guard let items: [Self] = cache["items"] as? [Self] else { return [] }
        if let first: Self = items.first { return [first] + items }
        while let next: Self = nil { _ = next }
        return items
    }
}
