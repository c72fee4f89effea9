import Testing
@testable import WidgetRuntime
import WidgetTestSupport

/// `NameTable` behaves as a `Dictionary` keyed by names: checked against one
/// through seeded runs of inserts, updates, removals and lookups, over names
/// chosen to share prefixes and lengths (and so, in a small table, slots).
@Suite struct NameTableTests {
    static func names(_ count: Int) -> [String] {
        var names = ["", "a", "ab", "abc", "abcdefgh", "abcdefghi", "abcdefghijklmnop", "abcdefghijklmnopq",
                     "Text", "Texts", "text", "é", "café", "🙂", "name_with_a_long_tail_past_sixteen_bytes"]
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("abcXYZ_019")
        while names.count < count {
            let length = 1 + Int(generator.next() % 20)
            names.append(String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }))
        }
        return names
    }

    @Test(arguments: [1, 2, 3])
    func behavesAsADictionary(seed: UInt64) {
        let pool = Self.names(300)
        var generator = SplitMix64(seed: seed)
        var table = NameTable<Int>()
        var model: [String: Int] = [:]
        for step in 0..<20_000 {
            let name = pool[Int(generator.next() % UInt64(pool.count))]
            switch generator.next() % 4 {
            case 0, 1:
                #expect(table.updateValue(step, forKey: name) == model.updateValue(step, forKey: name))
            case 2:
                #expect(table.removeValue(forKey: name) == model.removeValue(forKey: name))
            default:
                table[name] = nil
                model[name] = nil
            }
            if step % 97 == 0 {
                #expect(table.count == model.count)
                for probe in pool where table[probe] != model[probe] {
                    Issue.record("step \(step): '\(probe)' is \(String(describing: table[probe])), expected \(String(describing: model[probe]))")
                }
                // A name hashed once (`NameKey`, as the checker looks one name up in several tables) finds the same.
                for probe in pool where table[NameKey(probe)] != model[probe] || table.contains(NameKey(probe)) != (model[probe] != nil) {
                    Issue.record("step \(step): '\(probe)' by its key is \(String(describing: table[NameKey(probe)])), expected \(String(describing: model[probe]))")
                }
            }
        }
        #expect(Dictionary(uniqueKeysWithValues: zip(table.keys, table.values)) == model)
    }

    @Test func keepsInsertionOrderAcrossGrowth() {
        var table: NameTable<[String]> = ["b": [], "a": []]
        table["a"]?.append("x")
        #expect(table["a"] == ["x"])
        #expect(table["c"] == nil)
        #expect(table.keys == ["b", "a"])
        table.reserveCapacity(1000)
        #expect(table.keys == ["b", "a"] && table["a"] == ["x"] && table.contains("b"))
        // A name and a copy made another way are the same key.
        let built = String(decoding: Array("a".utf8), as: UTF8.self)
        #expect(table[built] == ["x"])
        #expect(NameTable<Int>.hash("abcdefghijklmnopqrstuvwxyz") == NameTable<Int>.hash("abcdefghijklmnopqrstuvwxy" + "z"))
    }

    /// The hash as first written, a byte at a time after the whole words: the
    /// loads that read the last bytes must put each where this puts it.
    static func bytewiseHash(_ bytes: [UInt8]) -> UInt64 {
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset + 8 <= bytes.count {
            var word: UInt64 = 0
            for k in 0..<8 { word |= UInt64(bytes[offset + k]) << (8 * UInt64(k)) }
            hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        for k in offset..<bytes.count { tail |= UInt64(bytes[k]) << (8 * UInt64(k - offset)) }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 29
        return hash == 0 ? 1 : hash
    }

    @Test func theHashReadsEveryByteInItsPlace() {
        var generator = SplitMix64(seed: 5)
        for length in 0..<40 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                let hash = bytes.withUnsafeBufferPointer { NameTable<Int>.hash(bytes: $0) }
                #expect(hash == Self.bytewiseHash(bytes), "length \(length)")
            }
        }
    }
}
