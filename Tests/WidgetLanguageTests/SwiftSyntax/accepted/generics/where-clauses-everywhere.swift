struct Box<T> {
    var value: T
    func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(value: f(value)) }
    func sum() -> T where T: Numeric { value + value }
    subscript<K>(key: K) -> T where K: Hashable { value }
    init<S: Sequence>(first s: S) where S.Element == T { value = s.first(where: { _ in true })! }
}
extension Box: Equatable where T: Equatable {}
extension Box where T == String { var length: Int { value.count } }
protocol P { associatedtype A; func f() where A: Sendable }
enum Choice<L, R> where L: Hashable, R: Hashable { case left(L), right(R) }
class Holder<T> where T: AnyObject {}
typealias Same<T> = Box<T> where T: Hashable
