extension SourceFile {
    /// A file's text and the tables that turn byte offsets into lines and columns.
    ///
    /// Immutable once made. The tables used to find locations are also kept in
    /// memory this object owns (freed in `deinit`): reading them through raw
    /// pointers costs no reference counting, which matters in debug builds,
    /// where every read of a Swift array retains and releases it, and the
    /// parser asks for two locations per syntax node. Every index into them is
    /// bounded by `byteCount`, `lineCount` or `blockCount` by the callers in
    /// SourceFile.swift.
    final class Storage: @unchecked Sendable {
        let path: String
        let bytes: [UInt8]
        let lineStarts: [Int]
        let byteCount: Int
        let lineCount: Int
        let blockCount: Int
        /// `bytes`, `byteCount` of them, then `padding` zero bytes: a word may be
        /// read at any offset up to `byteCount` (see `NameCache`).
        let byteTable: UnsafeMutablePointer<UInt8>
        static let padding = 16
        /// `lineStarts`, `lineCount` of them.
        let lineStartTable: UnsafeMutablePointer<Int>
        /// Per line: the offset of its first non-ASCII byte, or `Int.max` for an
        /// all-ASCII line, where a column is just the distance from the line start.
        let firstNonASCIITable: UnsafeMutablePointer<Int>
        /// For each block of `1 << blockShift` bytes (`blockCount` of them): the
        /// index of the line holding its first byte, so finding a line searches
        /// only the few lines of one block.
        let blockLineTable: UnsafeMutablePointer<Int32>

        /// `bytes` are well-formed UTF-8.
        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
            byteCount = bytes.count
            byteTable = .allocate(capacity: byteCount + Storage.padding)
            _ = UnsafeMutableBufferPointer(start: byteTable, count: byteCount).initialize(from: bytes)
            (byteTable + byteCount).initialize(repeating: 0, count: Storage.padding)

            // One pass over the bytes (through the raw copy, and with `while`
            // rather than a range: both are much cheaper in debug builds).
            var starts = [0]
            var firstNonASCII: [Int] = []
            starts.reserveCapacity(byteCount / 32 + 1)
            firstNonASCII.reserveCapacity(byteCount / 32 + 1)
            var wide = Int.max
            var i = 0
            // Eight bytes at a time: a word without a line break is skipped, one
            // with a line break jumps to it. Byte by byte only where a word may
            // hold the current line's first non-ASCII byte.
            let raw = UnsafeRawPointer(byteTable)
            while i < byteCount {
                if i + 8 <= byteCount {
                    // Byte k of the file is byte k of the word, counted from the low end.
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                    let newline = word ^ 0x0A0A_0A0A_0A0A_0A0A
                    // The high bit of a byte of `zeros` marks a zero byte of `newline`, a line
                    // break (exact for the lowest one); the high bit of a byte of `word` is non-ASCII.
                    let zeros = (newline &- 0x0101_0101_0101_0101) & ~newline & 0x8080_8080_8080_8080
                    let hasWide = wide == Int.max && word & 0x8080_8080_8080_8080 != 0
                    if !hasWide {
                        if zeros == 0 {
                            i += 8
                            continue
                        }
                        // Straight to the first line break of the word.
                        let at = i + zeros.trailingZeroBitCount >> 3
                        firstNonASCII.append(wide)
                        wide = Int.max
                        starts.append(at + 1)
                        i = at + 1
                        continue
                    }
                }
                let b = byteTable[i]
                if b == 0x0A {
                    firstNonASCII.append(wide)
                    wide = Int.max
                    starts.append(i + 1)
                } else if b >= 0x80, wide == Int.max {
                    wide = i
                }
                i += 1
            }
            firstNonASCII.append(wide)
            lineStarts = starts
            lineCount = starts.count
            blockCount = (byteCount >> SourceFile.blockShift) + 1

            lineStartTable = .allocate(capacity: lineCount)
            firstNonASCIITable = .allocate(capacity: lineCount)
            blockLineTable = .allocate(capacity: blockCount)
            _ = UnsafeMutableBufferPointer(start: lineStartTable, count: lineCount).initialize(from: starts)
            _ = UnsafeMutableBufferPointer(start: firstNonASCIITable, count: lineCount).initialize(from: firstNonASCII)
            var line = 0
            var block = 0
            while block < blockCount {
                let offset = block << SourceFile.blockShift
                while line + 1 < lineCount, lineStartTable[line + 1] <= offset { line += 1 }
                (blockLineTable + block).initialize(to: Int32(truncatingIfNeeded: line))
                block += 1
            }
        }

        deinit {
            byteTable.deallocate()
            lineStartTable.deallocate()
            firstNonASCIITable.deallocate()
            blockLineTable.deallocate()
        }
    }
}
