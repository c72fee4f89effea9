extension Parser {
    /// Parses a large file in up to `parallelism` pieces at once, with exactly
    /// the result of `parse(_:)`.
    ///
    /// The file is cut at lines that start with a declaration keyword (`view`,
    /// `model`, …) in column 1, near equal shares of its bytes. Each piece is
    /// lexed and parsed on its own. A piece stands only if every piece before it
    /// parsed without a diagnostic: then the whole-file parser would have
    /// finished a declaration right before the cut and stood at the top level,
    /// outside any token (an unfinished string, comment or block is a
    /// diagnostic). From the first piece with a diagnostic on, the rest of the
    /// file is parsed again in one piece, so errors and recovery are those of a
    /// whole-file parse.
    /// (`minimumChunkBytes` is smaller in tests, to cut small files.)
    public static func parse(_ file: SourceFile, parallelism: Int,
                             minimumChunkBytes: Int = Parser.minimumChunkBytes) -> (WidgetFile, [Diagnostic]) {
        let starts = chunkStarts(in: file, count: parallelism, minimumBytes: minimumChunkBytes)
        guard starts.count > 1 else { return parse(file) }
        let ends = Array(starts.dropFirst()) + [file.bytes.count]
        let pieces = Parallel.map(starts.count) { index in
            parsePiece(file, start: starts[index], end: ends[index])
        }
        var declarations: [Decl] = []
        declarations.reserveCapacity(pieces.reduce(0) { $0 + $1.declarations.count })
        // Where each piece's declarations begin: the tree is freed in those parts (see `DeclarationList`).
        var partStarts: [Int] = []
        for (index, piece) in pieces.enumerated() {
            let isLast = index == pieces.count - 1
            // The last piece runs to the end of the file: it stands even with diagnostics.
            // Another piece with a diagnostic may have been cut inside something: parse
            // from its start to the end of the file (which may then have no diagnostic).
            let result = piece.diagnostics.isEmpty || isLast ? piece : parsePiece(file, start: starts[index], end: file.bytes.count)
            partStarts.append(declarations.count)
            declarations += result.declarations
            if isLast || !piece.diagnostics.isEmpty {
                return (WidgetFile(path: file.path, declarations: declarations, partStarts: partStarts), result.diagnostics)
            }
        }
        return (WidgetFile(path: file.path, declarations: declarations, partStarts: partStarts), [])
    }

    /// A piece's declarations and diagnostics; `start` is 0 or the start of a line.
    static func parsePiece(_ file: SourceFile, start: Int, end: Int) -> (declarations: [Decl], diagnostics: [Diagnostic]) {
        var parser = Parser(file: file, start: start, end: end)
        if start > 0 {
            // The whole-file lexer reaches this token after the line break before it.
            parser.list.tokens[0].atLineStart = true
            parser.list.tokens[0].spaceBefore = true
        }
        let tree = parser.parseFile()
        return (tree.declarations, parser.diagnostics)
    }

    /// Files smaller than this are parsed in one piece: starting a thread costs more.
    public static let minimumChunkBytes = 64 << 10

    /// Where each piece starts: 0, then up to `count - 1` cuts at lines that
    /// begin with a declaration keyword and a space, each at or after an equal
    /// share of the bytes.
    static func chunkStarts(in file: SourceFile, count: Int, minimumBytes: Int) -> [Int] {
        let bytes = UnsafeBufferPointer(start: file.storage.byteTable, count: file.storage.byteCount)
        let pieces = min(count, bytes.count / max(1, minimumBytes))
        guard pieces > 1 else { return [0] }
        var starts = [0]
        for piece in 1..<pieces {
            var offset = max(bytes.count / pieces * piece, (starts.last ?? 0) + 1)
            while offset < bytes.count {
                // The start of the next line.
                while offset < bytes.count, bytes[offset - 1] != UInt8(ascii: "\n") { offset += 1 }
                if offset < bytes.count, startsDeclaration(bytes, at: offset) { break }
                offset += 1
            }
            guard offset < bytes.count else { break }
            starts.append(offset)
        }
        return starts
    }

    /// Whether a declaration keyword and a space begin at `offset`.
    static func startsDeclaration(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var end = offset
        while end < bytes.count, end - offset <= 13, bytes[end] >= UInt8(ascii: "a"), bytes[end] <= UInt8(ascii: "z") { end += 1 }
        guard end > offset, end < bytes.count, bytes[end] == UInt8(ascii: " ") else { return false }
        return declarationKeywords.contains(String(decoding: bytes[offset..<end], as: UTF8.self))
    }
}
