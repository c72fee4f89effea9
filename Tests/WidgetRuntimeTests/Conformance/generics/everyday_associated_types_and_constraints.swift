protocol QqContainer {
    associatedtype Item
    var items: [Item] { get }
    mutating func add(_ item: Item)
}
extension QqContainer {
    var count: Int { items.count }
    func first(where predicate: (Item) -> Bool) -> Item? { items.first(where: predicate) }
}
struct QqBag<T>: QqContainer {
    var items: [T] = []
    mutating func add(_ item: T) { items.append(item) }
}
extension QqBag where T: Comparable {
    var sortedItems: [T] { items.sorted() }
}
extension QqBag: CustomStringConvertible {
    var description: String { "Bag(\(items.count))" }
}
func qqLargest<C: Collection>(_ c: C) -> C.Element? where C.Element: Comparable { c.max() }
func qqPairs<K: Hashable & Comparable, V>(_ d: [K: V]) -> [(K, V)] { d.keys.sorted().map { ($0, d[$0]!) } }
func qqDescribe(_ x: some CustomStringConvertible) -> String { "<\(x.description)>" }
func qqCount(_ xs: any Collection) -> Int { xs.count }
struct QqWrapper<Value: Equatable>: Equatable {
    let value: Value
    func map<U>(_ f: (Value) -> U) -> QqWrapper<U> where U: Equatable { QqWrapper<U>(value: f(value)) }
}
enum QqTree<T> {
    case leaf(T)
    indirect case node(QqTree<T>, QqTree<T>)
    func flatten() -> [T] {
        switch self {
        case .leaf(let v): return [v]
        case .node(let l, let r): return l.flatten() + r.flatten()
        }
    }
}
func run() {
    var bag = QqBag<Int>()
    bag.add(3); bag.add(1); bag.add(2)
    print(bag.count, bag.sortedItems, bag.first { $0 > 1 } ?? -1, bag)
    var words = QqBag<String>()
    words.add("pear"); words.add("apple")
    print(words.sortedItems, qqDescribe(words), qqDescribe(42))
    print(qqLargest([3, 9, 2]) ?? 0, qqLargest("hello") ?? "-", qqLargest([Double]()) as Any)
    print(qqPairs(["b": 2, "a": 1]).map { "\($0.0)=\($0.1)" })
    print(qqCount([1, 2]), qqCount("abc"), qqCount(Set([1, 1, 2])))
    let w = QqWrapper(value: 4)
    print(w.map { $0 * 2 }.value, w.map { "\($0)" } == QqWrapper(value: "4"), w == QqWrapper(value: 5))
    let t: QqTree<String> = .node(.leaf("a"), .node(.leaf("b"), .leaf("c")))
    print(t.flatten())
    let mixed: [Any] = [1, "two", 3.0, [4]]
    for x in mixed {
        switch x {
        case let i as Int: print("int", i)
        case let s as String: print("string", s)
        case let d as Double: print("double", d)
        default: print("other", type(of: x))
        }
    }
    let anyValues: [any Equatable] = [1, "x"]
    print(anyValues.count, (anyValues[0] as? Int) ?? 0)
}
