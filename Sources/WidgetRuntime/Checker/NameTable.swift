/// A table keyed by names: the checker's symbols, the built-in registry, the
/// built-in type names. The checker looks a name up in several of these for
/// nearly every name in a file, and `Dictionary` hashes a `String` with
/// SipHash, which for a short name costs several times the lookup itself.
///
/// Open addressing with linear probing over slots that hold a name's full
/// 64-bit hash and the index of its entry; keys and values sit in insertion
/// order in two dense arrays. A slot's hash is compared before its name, so a
/// miss or a collision rarely compares strings. The hash is made from the
/// name's UTF-8 bytes eight at a time and is the same in every process (no
/// input reaches a table that could make it degrade: names come from one
/// widget file, at most a few thousand of them).
public struct NameTable<Value> {
    private struct Slot {
        /// 0 for an empty slot; a name's hash is never 0 (see `hash`).
        var hash: UInt64
        var index: Int
    }

    private var slots: [Slot]
    private var mask: Int
    /// The names, in the order they were added (a removal moves the last one into the gap).
    public private(set) var keys: [String] = []
    /// The values, in the order of `keys`.
    public private(set) var values: [Value] = []

    public init() {
        slots = Array(repeating: Slot(hash: 0, index: 0), count: 8)
        mask = 7
    }

    public init(minimumCapacity: Int) {
        self.init()
        reserveCapacity(minimumCapacity)
    }

    public var count: Int { keys.count }
    public var isEmpty: Bool { keys.isEmpty }

    /// Room for `capacity` names without growing: growing puts every name in a new place.
    public mutating func reserveCapacity(_ capacity: Int) {
        keys.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
        var size = slots.count
        while size < 2 * capacity { size *= 2 }
        if size > slots.count { rehash(size) }
    }

    public subscript(name: String) -> Value? {
        get { self[NameKey(name)] }
        set {
            if let newValue { updateValue(newValue, forKey: name) } else { removeValue(forKey: name) }
        }
    }

    public func contains(_ name: String) -> Bool { contains(NameKey(name)) }

    /// The value of a name hashed once (`NameKey`), for looking it up in several tables.
    public subscript(key: NameKey) -> Value? {
        let (slot, found) = find(key.name, key.hash)
        return found ? values[slots[slot].index] : nil
    }

    public func contains(_ key: NameKey) -> Bool { find(key.name, key.hash).found }

    /// Sets the value of `name`; gives the one it replaced.
    @discardableResult
    public mutating func updateValue(_ value: Value, forKey name: String) -> Value? {
        let hash = NameTable.hash(name)
        let (slot, found) = find(name, hash)
        if found {
            let index = slots[slot].index
            let old = values[index]
            values[index] = value
            return old
        }
        slots[slot] = Slot(hash: hash, index: keys.count)
        keys.append(name)
        values.append(value)
        // At most half full: probes stay short.
        if keys.count * 2 > slots.count { rehash(slots.count * 2) }
        return nil
    }

    @discardableResult
    public mutating func removeValue(forKey name: String) -> Value? {
        let (slot, found) = find(name, NameTable.hash(name))
        guard found else { return nil }
        let index = slots[slot].index
        let removed = values[index]
        // The last entry moves into the gap; its slot is told so.
        let last = keys.count - 1
        if index != last {
            let (lastSlot, _) = find(keys[last], NameTable.hash(keys[last]))
            slots[lastSlot].index = index
            keys.swapAt(index, last)
            values.swapAt(index, last)
        }
        keys.removeLast()
        values.removeLast()
        // Backward-shift deletion: later slots of the same run move up, so no probe stops early.
        var hole = slot, next = (slot + 1) & mask
        while slots[next].hash != 0 {
            let home = Int(truncatingIfNeeded: slots[next].hash) & mask
            // The entry at `next` may fill the hole if its home is not between the hole and it.
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole] = Slot(hash: 0, index: 0)
        return removed
    }

    /// The slot holding `name`, or the empty slot where it would go.
    private func find(_ name: String, _ hash: UInt64) -> (slot: Int, found: Bool) {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot].hash
            if stored == 0 { return (slot, false) }
            if stored == hash, keys[slots[slot].index] == name { return (slot, true) }
            slot = (slot + 1) & mask
        }
    }

    private mutating func rehash(_ size: Int) {
        var fresh = Array(repeating: Slot(hash: 0, index: 0), count: size)
        let newMask = size - 1
        for slot in slots where slot.hash != 0 {
            var at = Int(truncatingIfNeeded: slot.hash) & newMask
            while fresh[at].hash != 0 { at = (at + 1) & newMask }
            fresh[at] = slot
        }
        slots = fresh
        mask = newMask
    }

    /// A hash of the name's UTF-8 bytes, eight at a time; never 0.
    static func hash(_ name: String) -> UInt64 {
        // A native string's bytes in place (a short one's copied from its own bits):
        // no copy of the string and no reference counting. Other strings (bridged
        // ones, on Apple platforms) are hashed from a native copy.
        if let hash = name.utf8.withContiguousStorageIfAvailable(hash(bytes:)) { return hash }
        return Array(name.utf8).withUnsafeBufferPointer(hash(bytes:))
    }

    static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress else { return 1 }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 8 <= count {
            hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash &>> 32
            offset &+= 8
        }
        // The last 0-7 bytes in at most three loads (four, two, one), each in its place
        // as if read byte by byte, low to high.
        var tail: UInt64 = 0, shift: UInt64 = 0
        if count &- offset >= 4 {
            tail = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            shift = 32
            offset &+= 4
        }
        if count &- offset >= 2 {
            tail |= UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))) &<< shift
            shift &+= 16
            offset &+= 2
        }
        if offset < count { tail |= UInt64(base[offset]) &<< shift }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        // The high bits pick slots too (`& mask` takes the low ones after this mix).
        hash ^= hash &>> 29
        return hash == 0 ? 1 : hash
    }
}

/// A name with its `NameTable` hash, made once where a name is looked up in
/// several tables in turn (a name in an expression may be a local, a file-level
/// value, a source, a type, a view, a function …).
public struct NameKey {
    public let name: String
    let hash: UInt64

    public init(_ name: String) {
        self.name = name
        self.hash = NameTable<Never>.hash(name)
    }
}

extension NameTable: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, Value)...) {
        self.init(minimumCapacity: elements.count)
        for (name, value) in elements { updateValue(value, forKey: name) }
    }
}

extension NameTable: Sendable where Value: Sendable {}

extension NameTable where Value == Bool {
    /// A set of names: each maps to `true`. Asking it hashes a name the cheap way (`hash`), not with SipHash.
    init(names: [String]) {
        self.init(minimumCapacity: names.count)
        for name in names { updateValue(true, forKey: name) }
    }
}

extension String {
    /// `==` for the linear searches of a few names (a scope's locals, a type's
    /// fields): `==` of two different strings calls into the runtime, and most
    /// names searched past differ in length, which is checked inline first.
    @inline(__always)
    func isSameName(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
