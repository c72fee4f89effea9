struct One<T> {}
struct Two<Key: Hashable, Value> {}
struct Constrained<T: Codable & Sendable, U: Collection> where U.Element == T {}
class Node<Value>: Sequence where Value: Equatable {
    func makeIterator() -> IndexingIterator<[Value]> { [].makeIterator() }
}
enum Tagged<Tag, Raw: RawRepresentable> {}
protocol Dummy {}
actor Mailbox<Message: Sendable> { var queue: [Message] = [] }
