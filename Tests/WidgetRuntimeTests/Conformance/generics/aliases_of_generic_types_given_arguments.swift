// A type alias of a generic type, written with arguments (`Slot<Int?>("a")`), inside a type that declares it and at the top level.

struct TypedSlot<T> {
    let key: String
    var value: T?
    init(_ key: String, value: T? = nil) { self.key = key; self.value = value }
}

typealias TopSlot = TypedSlot

enum SlotKeys {
    typealias Slot = TypedSlot
    static let empty = Slot<Int?>("empty")
    static let inferred = Slot("inferred", value: 3)
    static let named = TopSlot<String>("named", value: "x")
    static func make(_ key: String) -> TypedSlot<[Int]> { Slot<[Int]>(key, value: [1, 2]) }
}

func run() {
    print(SlotKeys.empty.key, SlotKeys.empty.value as Any)
    print(SlotKeys.inferred.key, SlotKeys.inferred.value ?? 0)
    print(SlotKeys.named.key, SlotKeys.named.value ?? "", type(of: SlotKeys.named))
    let listed = SlotKeys.make("list")
    print(listed.key, listed.value ?? [], type(of: listed))
    let local = TopSlot<Double>("local", value: 1.5)
    print(local.key, local.value ?? 0, type(of: local))
}
