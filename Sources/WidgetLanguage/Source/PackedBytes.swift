extension UnsafeRawPointer {
    /// The `count` (0...8) bytes at `offset`, byte `k` in bits `8k` to `8k + 7` of
    /// the word and the rest zero, read at once: the lexer and parser compare
    /// short names this way. Eight bytes from `offset` on must be readable (a
    /// file's storage is padded for it).
    @inline(__always)
    func packedBytes(at offset: Int, count: Int) -> UInt64 {
        let word = UInt64(littleEndian: loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        return count < 8 ? word & ((1 << (UInt64(truncatingIfNeeded: count) &* 8)) &- 1) : word
    }
}
