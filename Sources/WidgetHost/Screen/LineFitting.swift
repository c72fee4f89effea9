import WidgetRender

/// Fitting text to a number of terminal cells without losing what matters:
/// long lines wrap (at a space when there is one), names are shortened in
/// the middle, where a path or a caption says least.
enum LineFitting {
    static func width(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + CellWidth.of($1) }
    }

    /// The lines of `text` at most `width` cells wide; the lines after the
    /// first start with `indent`.
    static func wrap(_ text: String, width: Int, indent: String = "  ") -> [String] {
        guard width > 0 else { return [] }
        guard self.width(text) > width else { return [text] }
        let indent = self.width(indent) * 2 <= width ? indent : ""
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let prefix = lines.isEmpty ? "" : indent
            let room = width - self.width(prefix)
            var used = 0, end = rest.startIndex
            var lastSpace: (index: String.Index, used: Int)?
            while end < rest.endIndex {
                let cells = CellWidth.of(rest[end])
                if used + cells > room { break }
                if rest[end] == " " { lastSpace = (end, used) }
                used += cells
                end = rest.index(after: end)
            }
            if end == rest.endIndex {
                lines.append(prefix + rest)
                break
            }
            if end == rest.startIndex { end = rest.index(after: end) }  // a character wider than the room
            // Break at the last space, unless that leaves the line mostly empty.
            if rest[end] == " " {
                // The line fits exactly; the next one starts after the space.
            } else if let space = lastSpace, space.used * 3 >= room {
                end = space.index
            }
            lines.append(prefix + rest[..<end])
            rest = rest[end...].drop { $0 == " " }
        }
        return lines
    }

    /// `text` in at most `width` cells, with its middle replaced by `…` when
    /// it is longer: `widgetry run  …/widgets · 3 widgets`.
    static func abbreviate(_ text: String, width: Int) -> String {
        guard self.width(text) > width else { return text }
        guard width > 1 else { return width == 1 ? "…" : "" }
        let room = width - 1
        let headRoom = (room + 1) / 2, tailRoom = room - headRoom
        var head = "", tail = "", used = 0
        for character in text {
            let cells = CellWidth.of(character)
            if used + cells > headRoom { break }
            head.append(character)
            used += cells
        }
        used = 0
        for character in text.reversed() {
            let cells = CellWidth.of(character)
            if used + cells > tailRoom { break }
            tail = String(character) + tail
            used += cells
        }
        return head + "…" + tail
    }

    /// At most `rows` lines; when lines are left out, the last one shown ends with `…`.
    static func limit(_ lines: [String], rows: Int, width: Int) -> [String] {
        guard lines.count > rows else { return lines }
        guard rows > 0 else { return [] }
        var shown = Array(lines.prefix(rows))
        let last = shown[rows - 1]
        shown[rows - 1] = self.width(last) < width ? last + "…" : abbreviateEnd(last, width: width)
        return shown
    }

    /// `text` cut to `width - 1` cells and `…`.
    static func abbreviateEnd(_ text: String, width: Int) -> String {
        var kept = "", used = 0
        for character in text {
            let cells = CellWidth.of(character)
            if used + cells > width - 1 { break }
            kept.append(character)
            used += cells
        }
        return kept + "…"
    }
}
