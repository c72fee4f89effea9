import TerminalSafety

/// One grapheme cluster and the cells it takes.
struct Glyph: Sendable, Hashable {
    var character: Character
    var width: Int8
    /// Which run of a `Text + Text` the glyph belongs to (0 for a plain text).
    var run: UInt16 = 0
    /// The scalar value when the cluster is one scalar, else 0.
    var scalar: UInt32

    init(character: Character, width: Int8) {
        self.character = character
        self.width = width
        var iterator = character.unicodeScalars.makeIterator()
        if let first = iterator.next(), iterator.next() == nil { scalar = first.value } else { scalar = 0 }
    }

    init(ascii byte: UInt8) {
        character = Character(Unicode.Scalar(byte))
        width = byte >= 0x20 && byte < 0x7F ? 1 : 0
        scalar = UInt32(byte)
    }

    static let ellipsis = Glyph(character: "…", width: 1)
    static let space = Glyph(character: " ", width: 1)
}

/// A string split into measured glyphs, wrapped into lines of a width.
struct TextLayout {
    let glyphs: [Glyph]
    let idealWidth: Int
    let idealLines: Int

    init(_ text: String) {
        self.init(glyphs: TextLayout.glyphs(of: text))
    }

    /// The runs of `Text("a") + Text("b").bold()`, each glyph tagged with its run.
    init(runs: [String]) {
        var all: [Glyph] = []
        for (index, run) in runs.enumerated() {
            var glyphs = TextLayout.glyphs(of: run)
            let tag = UInt16(clamping: index)
            for i in glyphs.indices { glyphs[i].run = tag }
            all += glyphs
        }
        self.init(glyphs: all)
    }

    private static func glyphs(of text: String) -> [Glyph] {
        // Controls in a text (a stored string, say) show as `␛`, `\u{9B}`, `⟨U+202E⟩`.
        let text = SafeText.visible(text)
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(text.utf8.count)
        var ascii = true
        for byte in text.utf8 where byte >= 0x80 { ascii = false; break }
        if ascii {
            for byte in text.utf8 { glyphs.append(Glyph(ascii: byte)) }
        } else {
            for character in text {
                glyphs.append(Glyph(character: character, width: Int8(clamping: CellWidth.of(character))))
            }
        }
        return glyphs
    }

    private init(glyphs: [Glyph]) {
        self.glyphs = glyphs
        var widest = 0, current = 0, lines = 1
        for glyph in glyphs {
            if glyph.character == "\n" || glyph.character == "\r\n" {
                widest = max(widest, current)
                current = 0
                lines += 1
            } else {
                current += Int(glyph.width)
            }
        }
        idealWidth = max(widest, current)
        idealLines = lines
    }

    /// Wraps at spaces (and between wide characters) into lines at most
    /// `width` cells wide, then keeps `maxLines` of them, truncating the last
    /// kept line with `…` according to `mode`.
    func lines(width: Int, maxLines: Int, mode: TruncationMode) -> [ArraySlice<Glyph>] {
        let width = max(1, width)
        let maxLines = max(1, maxLines)
        if idealWidth <= width, idealLines == 1 { return [glyphs[...]] }
        if maxLines == 1, idealLines == 1 {
            return [TextLayout.truncate(glyphs[...], to: width, mode: mode)]
        }
        var result: [ArraySlice<Glyph>] = []
        var lineStarts: [Int] = []
        wrap(width: width) { start, end in
            lineStarts.append(start)
            result.append(glyphs[start..<end])
        }
        guard result.count > maxLines else { return result }
        result.removeLast(result.count - maxLines)
        // The last kept line takes the rest of the text, then is truncated.
        var rest = Array(glyphs[lineStarts[maxLines - 1]...])
        for index in rest.indices where rest[index].character == "\n" { rest[index] = .space }
        let last = TextLayout.truncate(rest[...], to: width, mode: mode == .tail ? .tail : mode, forceEllipsis: true)
        result[maxLines - 1] = last
        return result
    }

    /// Greedy word wrap; reports each line as a range of glyph indices.
    private func wrap(width: Int, _ emit: (Int, Int) -> Void) {
        var lineStart = 0
        var index = 0
        let count = glyphs.count
        while lineStart <= count {
            var column = 0
            var lastBreak = -1       // glyph index where the line may end
            var resumeAfterBreak = -1
            index = lineStart
            var ended = false
            while index < count {
                let glyph = glyphs[index]
                if glyph.character == "\n" || glyph.character == "\r\n" {
                    emit(lineStart, trimmedEnd(lineStart, index))
                    lineStart = index + 1
                    ended = true
                    break
                }
                if glyph.character == " " {
                    lastBreak = index
                    resumeAfterBreak = index + 1
                } else if column + Int(glyph.width) > width {
                    if lastBreak > lineStart {
                        emit(lineStart, trimmedEnd(lineStart, lastBreak))
                        lineStart = skipSpaces(resumeAfterBreak)
                    } else {
                        let end = max(index, lineStart + 1)  // at least one glyph per line
                        emit(lineStart, end)
                        lineStart = skipSpaces(end)
                    }
                    ended = true
                    break
                } else if glyph.width >= 2, index > lineStart {
                    lastBreak = index          // a line may break before a wide character
                    resumeAfterBreak = index
                }
                column += Int(glyph.width)
                index += 1
            }
            if !ended {
                emit(lineStart, trimmedEnd(lineStart, count))
                return
            }
            if lineStart >= count { return }
        }
    }

    private func skipSpaces(_ start: Int) -> Int {
        var index = start
        while index < glyphs.count, glyphs[index].character == " " { index += 1 }
        return index
    }

    private func trimmedEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, glyphs[end - 1].character == " " { end -= 1 }
        return end
    }

    static func width(_ glyphs: ArraySlice<Glyph>) -> Int {
        var total = 0
        for glyph in glyphs { total += Int(glyph.width) }
        return total
    }

    /// Shortens a line to `width` cells with `…` at the head, middle or tail.
    /// Never cuts a wide character: a glyph that does not fit whole is left out.
    static func truncate(_ line: ArraySlice<Glyph>, to width: Int, mode: TruncationMode,
                         forceEllipsis: Bool = false) -> ArraySlice<Glyph> {
        if !forceEllipsis, self.width(line) <= width { return line }
        if forceEllipsis, self.width(line) <= width - 1 {
            return ArraySlice(Array(trimTrailingSpaces(line)) + [.ellipsis])
        }
        let room = max(0, width - 1)
        switch mode {
        case .tail:
            return ArraySlice(Array(trimTrailingSpaces(prefix(line, room))) + [.ellipsis])
        case .head:
            return ArraySlice([.ellipsis] + Array(trimLeadingSpaces(suffix(line, room))))
        case .middle:
            let front = prefix(line, room - room / 2)
            let back = suffix(line, room / 2)
            return ArraySlice(Array(trimTrailingSpaces(front)) + [.ellipsis] + Array(trimLeadingSpaces(back)))
        }
    }

    private static func prefix(_ line: ArraySlice<Glyph>, _ room: Int) -> ArraySlice<Glyph> {
        var used = 0
        var end = line.startIndex
        while end < line.endIndex, used + Int(line[end].width) <= room {
            used += Int(line[end].width)
            end += 1
        }
        return line[line.startIndex..<end]
    }

    private static func suffix(_ line: ArraySlice<Glyph>, _ room: Int) -> ArraySlice<Glyph> {
        var used = 0
        var start = line.endIndex
        while start > line.startIndex, used + Int(line[start - 1].width) <= room {
            used += Int(line[start - 1].width)
            start -= 1
        }
        // Do not start on combining marks that belong to a cut glyph (already whole clusters).
        return line[start..<line.endIndex]
    }

    private static func trimTrailingSpaces(_ line: ArraySlice<Glyph>) -> ArraySlice<Glyph> {
        var end = line.endIndex
        while end > line.startIndex, line[end - 1].character == " " { end -= 1 }
        return line[line.startIndex..<end]
    }

    private static func trimLeadingSpaces(_ line: ArraySlice<Glyph>) -> ArraySlice<Glyph> {
        var start = line.startIndex
        while start < line.endIndex, line[start].character == " " { start += 1 }
        return line[start..<line.endIndex]
    }
}
