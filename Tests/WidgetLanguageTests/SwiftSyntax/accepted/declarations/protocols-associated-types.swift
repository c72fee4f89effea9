protocol Container {
    associatedtype Item
    associatedtype Index: Comparable = Int
    associatedtype Storage: Collection where Storage.Element == Item
    var items: Storage { get }
    mutating func append(_ item: Item)
}
protocol Provider<Entry> {
    associatedtype Entry: Sendable
    associatedtype Failure: Error = Never
    func entries() async throws(Failure) -> [Entry]
}
protocol Refined: Container where Item: Hashable {}
