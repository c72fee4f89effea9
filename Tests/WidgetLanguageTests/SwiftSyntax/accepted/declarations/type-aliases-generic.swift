typealias Callback<T> = (T) -> Void
typealias Table<Key: Hashable, Value> = [Key: [Value]]
typealias Sink = Callback<String>
public typealias ID = UUID
struct Holder { typealias Element = Int; typealias List = [Element] }
typealias Constrained<T> = Array<T> where T: Hashable
