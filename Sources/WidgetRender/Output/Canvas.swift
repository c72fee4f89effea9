/// A position and a size in cells.
public struct CellRect: Sendable, Hashable, Codable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    func intersection(_ other: CellRect) -> CellRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        return CellRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }
}

/// A grid of styled cells: what a widget looks like, before it becomes text.
public struct Canvas: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// Hyperlink targets; `CellStyle.link` n refers to `links[n - 1]`.
    public private(set) var links: [String] = []
    /// Grapheme clusters of several scalars (`Cell.content` ≥ `Cell.clusterBase`).
    public private(set) var clusters: [Character] = []

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

    /// The character drawn in a cell (a space for a continuation cell).
    public func character(atX x: Int, y: Int) -> Character {
        let cell = self[x, y]
        if cell.width == 0 { return " " }
        return character(cell.content)
    }

    func character(_ content: UInt32) -> Character {
        if content >= Cell.clusterBase {
            let index = Int(content - Cell.clusterBase)
            return index < clusters.count ? clusters[index] : " "
        }
        return Unicode.Scalar(content).map(Character.init) ?? " "
    }

    /// The row's characters, continuation cells left out.
    public func line(_ y: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * 3)
        guard y >= 0, y < height else { return "" }
        for x in 0..<width { appendUTF8(of: cells[y * width + x], to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The cell's character as UTF-8 (nothing for a continuation cell).
    func appendUTF8(of cell: Cell, to bytes: inout [UInt8]) {
        guard cell.width != 0 else { return }
        let value = cell.content
        if value < 0x80 {
            bytes.append(UInt8(value))
        } else if value < Cell.clusterBase, let scalar = Unicode.Scalar(value) {
            UTF8.encode(scalar) { bytes.append($0) }
        } else {
            bytes.append(contentsOf: String(character(value)).utf8)
        }
    }

    /// The `Cell.content` for a character.
    mutating func content(for character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        var iterator = scalars.makeIterator()
        if let first = iterator.next(), iterator.next() == nil { return first.value }
        if let index = clusters.firstIndex(of: character) { return Cell.clusterBase + UInt32(index) }
        clusters.append(character)
        return Cell.clusterBase + UInt32(clusters.count - 1)
    }

    /// Registers a hyperlink target and returns its `CellStyle.link` number.
    mutating func linkNumber(for url: String) -> UInt16 {
        if let index = links.firstIndex(of: url) { return UInt16(index + 1) }
        links.append(url)
        return UInt16(min(links.count, Int(UInt16.max)))
    }

    /// Writes one grapheme of `cellWidth` cells at (x, y) if it fits inside
    /// `clip` whole; a wide character is never cut at the edge. A background
    /// colour already in the cell is kept when `style` has none.
    mutating func put(_ character: Character, cellWidth: Int, x: Int, y: Int,
                      style: CellStyle, clip: CellRect) {
        guard cellWidth > 2 else {
            put(content: content(for: character), cellWidth: cellWidth, x: x, y: y, style: style, clip: clip)
            return
        }
        // Wider than a cell pair (`WIDGETRY_WIDTH=tones=split`): the pieces the terminal draws, all or none.
        guard y >= clip.y, y < clip.maxY, x >= clip.x, x + cellWidth <= clip.maxX,
              y >= 0, y < height, x >= 0, x + cellWidth <= width else { return }
        var joined = WidthSettings.current
        joined.splitsModifiers = false
        var column = x
        for piece in CellWidth.pieces(of: character) {
            let cells = min(2, CellWidth.of(piece, settings: joined))
            guard cells > 0, column + cells <= x + cellWidth else { continue }
            put(content: content(for: piece), cellWidth: cells, x: column, y: y, style: style, clip: clip)
            column += cells
        }
    }

    /// As `put(_:cellWidth:x:y:style:clip:)`, with a `Cell.content` value.
    mutating func put(content: UInt32, cellWidth: Int, x: Int, y: Int, style: CellStyle, clip: CellRect) {
        let w = max(1, cellWidth)
        guard y >= clip.y, y < clip.maxY, x >= clip.x, x + w <= clip.maxX,
              y >= 0, y < height, x >= 0, x + w <= width else { return }
        let row = y * width
        clearWide(at: x, row: row)
        if w == 2 { clearWide(at: x + 1, row: row) }
        var style = style
        if style.background == nil { style.background = cells[row + x].style.background }
        cells[row + x] = Cell(content: content, width: UInt8(w), style: style)
        if w == 2 {
            cells[row + x + 1] = Cell(content: Cell.spaceContent, width: 0, style: style)
        }
    }

    /// Sets the background colour (and link) of every cell in `rect ∩ clip`.
    mutating func fillBackground(_ rect: CellRect, color: CellColor?, link: UInt16 = 0, clip: CellRect) {
        let r = rect.intersection(clip).intersection(bounds)
        guard r.width > 0, r.height > 0 else { return }
        for y in r.y..<r.maxY {
            for x in r.x..<r.maxX {
                if let color { cells[y * width + x].style.background = color }
                if link != 0 { cells[y * width + x].style.link = link }
            }
        }
    }

    /// Before overwriting the cell at x, blank the other half of a wide
    /// character that covers it.
    private mutating func clearWide(at x: Int, row: Int) {
        let cell = cells[row + x]
        if cell.width == 2, x + 1 < width {
            cells[row + x + 1] = Cell(content: Cell.spaceContent, width: 1, style: cells[row + x + 1].style)
        } else if cell.width == 0, x > 0 {
            cells[row + x - 1] = Cell(content: Cell.spaceContent, width: 1, style: cells[row + x - 1].style)
        }
    }
}
