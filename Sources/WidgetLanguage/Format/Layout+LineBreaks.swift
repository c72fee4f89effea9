/// Where lines break: the author's breaks, normalized (see `WidgetFormatter`).
extension Layout {
    mutating func decideLineBreaks() {
        keepSourceBreaks()
        breakMultiLineBlocks()
        separateDeclarations()
    }

    /// The author's line breaks, at most one blank line, `;` as a break, and
    /// the joins: `{` to the line before it, `else`/`catch` to the `}` before them.
    mutating func keepSourceBreaks() {
        var pendingSemicolon = false
        for index in elements.indices.dropFirst() {
            let previous = elements[index - 1], element = elements[index]
            var newlines = 0
            for byte in file.bytes[previous.end..<element.start] {
                if byte == 0x0A { newlines += 1 } else if byte == UInt8(ascii: ";") { pendingSemicolon = true }
            }
            newlines = min(newlines, 2)
            if pendingSemicolon, !element.isComment {
                if !element.isPunct("}") { newlines = max(newlines, 1) }
                pendingSemicolon = false
            }
            if newlines > 0 { pendingSemicolon = false }
            if !previous.isComment {
                if element.isKeyword(["else", "catch"]), previous.isPunct("}") { newlines = 0 }
                if element.isPunct("{"), !facts.closureBraces.contains(element.start) { newlines = 0 }
            }
            gaps[index].newlines = newlines
        }
    }

    /// The index of the first element that starts at or after `offset` (binary search).
    func firstElement(atOrAfter offset: Int) -> Int {
        var low = 0, high = elements.count
        while low < high {
            let mid = (low + high) / 2
            if elements[mid].start < offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Whether anything between two element indices (exclusive) is on another line.
    func hasBreak(after first: Int, through last: Int) -> Bool {
        guard first < last else { return false }
        for index in (first + 1)...last where gaps[index].newlines > 0 { return true }
        for index in (first + 1)..<last where spansLines(elements[index]) { return true }
        return false
    }

    /// A `{ … }` written over several lines gets its contents on lines of their
    /// own: `{` (or a closure's `in`) ends a line, `}` starts one, with no blank
    /// line next to either. No bracket gets a blank line just inside it.
    mutating func breakMultiLineBlocks() {
        for (open, close) in partner where open < close {
            let isBrace = elements[open].isPunct("{")
            guard isBrace, hasBreak(after: open, through: close) else {
                gaps[min(open + 1, close)].newlines = min(gaps[min(open + 1, close)].newlines, 1)
                gaps[close].newlines = min(gaps[close].newlines, 1)
                continue
            }
            var firstInside = open + 1
            if let inKeyword = closureIn(open: open, close: close) {
                gaps[open + 1].newlines = 0
                firstInside = inKeyword + 1
            }
            // A comment on the line of the `{` stays there.
            while firstInside < close, elements[firstInside].isComment, gaps[firstInside].newlines == 0 {
                firstInside += 1
            }
            if firstInside < close { gaps[firstInside].newlines = 1 }
            gaps[close].newlines = 1
        }
    }

    /// The `in` that ends the parameters of the closure `open…close`, if it has one.
    func closureIn(open: Int, close: Int) -> Int? {
        guard facts.closureBraces.contains(elements[open].start) else { return nil }
        var index = open + 1
        while index < close {
            let element = elements[index]
            if element.token != nil, facts.closureIns.contains(element.start) { return index }
            if element.isOpener, let end = partner[index] { index = end + 1; continue }
            index += 1
        }
        return nil
    }

    /// A blank line between top-level declarations when either spans lines.
    mutating func separateDeclarations() {
        let bounds = facts.declarations.compactMap { range -> (first: Int, last: Int)? in
            var first = firstElement(atOrAfter: range.lowerBound)
            while first < elements.count, elements[first].isComment { first += 1 }
            var last = firstElement(atOrAfter: range.upperBound) - 1
            while last >= 0, elements[last].isComment || elements[last].end > range.upperBound { last -= 1 }
            return first <= last ? (first, last) : nil
        }
        for (a, b) in zip(bounds, bounds.dropFirst()) where a.last < b.first {
            guard hasBreak(after: a.first, through: a.last) || hasBreak(after: b.first, through: b.last) else { continue }
            let between = (a.last + 1)...b.first
            if between.contains(where: { gaps[$0].newlines == 2 }) { continue }
            if let first = between.first(where: { gaps[$0].newlines > 0 }) { gaps[first].newlines = 2 }
        }
    }
}
