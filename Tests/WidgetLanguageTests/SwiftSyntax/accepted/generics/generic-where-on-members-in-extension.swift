extension Array {
    func grouped<Key: Hashable>(by key: (Element) -> Key) -> [Key: [Element]] {
        Dictionary(grouping: self, by: key)
    }
    func sum<T: Numeric>(of value: (Element) -> T) -> T { reduce(0) { $0 + value($1) } }
    func sortedBy<T>(_ kp: KeyPath<Element, T>) -> [Element] where T: Comparable {
        sorted { $0[keyPath: kp] < $1[keyPath: kp] }
    }
}
