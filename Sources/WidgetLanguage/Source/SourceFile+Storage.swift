extension SourceFile {
    /// A file's text and the tables that turn byte offsets into lines and columns.
    /// Immutable once made, and shared by every copy of the `SourceFile`.
    final class Storage: Sendable {
        let path: String
        let bytes: [UInt8]
        /// The offset of the first byte of each line (line 1 starts at 0).
        let lineStarts: [Int]
        /// Per line: whether it is all ASCII, where a column is the distance from the line's start.
        let lineIsASCII: [Bool]
        /// The column of the first byte of each block of `blockSize` bytes: on
        /// other lines, finding a column counts the characters of at most one
        /// block, so one very long line costs no more per location than a short one.
        let blockColumns: [Int]
        static let blockSize = 64

        /// `bytes` are well-formed UTF-8.
        init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
            var lineStarts = [0]
            var lineIsASCII: [Bool] = []
            var ascii = true
            var blockColumns: [Int] = []
            blockColumns.reserveCapacity(bytes.count / Storage.blockSize + 1)
            var column = 1
            for (offset, byte) in bytes.enumerated() {
                if offset % Storage.blockSize == 0 { blockColumns.append(column) }
                if byte == 0x0A {
                    lineStarts.append(offset + 1)
                    lineIsASCII.append(ascii)
                    ascii = true
                    column = 1
                } else {
                    if byte >= 0x80 { ascii = false }
                    if !isContinuationByte(byte) { column += 1 }
                }
            }
            lineIsASCII.append(ascii)
            if bytes.count % Storage.blockSize == 0 { blockColumns.append(column) }
            self.lineStarts = lineStarts
            self.lineIsASCII = lineIsASCII
            self.blockColumns = blockColumns
        }
    }
}

/// A UTF-8 byte that continues a character rather than starting one.
func isContinuationByte(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
