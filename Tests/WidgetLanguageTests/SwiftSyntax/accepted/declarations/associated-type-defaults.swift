protocol Store {
    associatedtype Key: Hashable = String
    associatedtype Value
    associatedtype Snapshot: Sequence = [Value] where Snapshot.Element == Value
}
struct Memory: Store { typealias Value = Int; typealias Key = Int }
