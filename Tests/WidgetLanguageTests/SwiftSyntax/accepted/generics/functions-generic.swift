func first<T>(_ items: [T]) -> T? { items.first }
func largest<T: Comparable>(_ a: T, _ b: T) -> T { max(a, b) }
func merge<K: Hashable, V>(_ a: [K: V], _ b: [K: V]) -> [K: V] { a.merging(b) { $1 } }
func sum<S: Sequence>(_ s: S) -> S.Element where S.Element: Numeric { s.reduce(0, +) }
func decode<T>(_ type: T.Type = T.self, from data: Data) throws -> T where T: Decodable {
    try JSONDecoder().decode(type, from: data)
}
func pair<A, B>(_ a: A, _ b: B) -> (A, B) where A: Hashable, B: Hashable & Sendable { (a, b) }
