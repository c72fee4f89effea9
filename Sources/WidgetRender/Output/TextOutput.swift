/// Writes a canvas as text: plain, or with ANSI SGR styles and colours and
/// OSC 8 hyperlinks. The only place in the renderer that makes escape codes.
/// Works on UTF-8 bytes: a frame is written without building small strings.
public enum TextOutput {
    static let escape: UInt8 = 0x1B

    /// The whole canvas, rows separated by newlines (no trailing newline).
    public static func write(_ canvas: Canvas, mode: ColorMode) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(canvas.width * canvas.height * (mode == .none ? 3 : 5) + canvas.height)
        for y in 0..<canvas.height {
            if y > 0 { bytes.append(0x0A) }
            writeRow(canvas, y: y, from: 0, to: canvas.width, mode: mode, into: &bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Cells `from..<to` of row `y`; styled output ends the row reset.
    static func writeRow(_ canvas: Canvas, y: Int, from: Int, to: Int, mode: ColorMode, into bytes: inout [UInt8]) {
        guard y >= 0, y < canvas.height else { return }
        let start = max(0, from), end = min(canvas.width, to)
        guard start < end else { return }
        let row = y * canvas.width
        guard mode != .none else {
            for x in start..<end { canvas.appendUTF8(of: canvas.cells[row + x], to: &bytes) }
            return
        }
        var current = CellStyle.plain
        for x in start..<end {
            let cell = canvas.cells[row + x]
            if cell.width == 0 { continue }
            if cell.style != current {
                if cell.style.link != current.link { appendHyperlink(cell.style.link, canvas, into: &bytes) }
                if !sameLook(cell.style, current) { appendSGR(cell.style, mode: mode, into: &bytes) }
                current = cell.style
            }
            canvas.appendUTF8(of: cell, to: &bytes)
        }
        if current.link != 0 { appendHyperlink(0, canvas, into: &bytes) }
        if !sameLook(current, .plain) { bytes.append(contentsOf: [escape, 0x5B, 0x30, 0x6D]) }  // ESC [ 0 m
    }

    private static func sameLook(_ a: CellStyle, _ b: CellStyle) -> Bool {
        a.attributes == b.attributes && a.foreground == b.foreground && a.background == b.background
    }

    /// OSC 8: opens a link, or closes one with number 0.
    static func appendHyperlink(_ number: UInt16, _ canvas: Canvas, into bytes: inout [UInt8]) {
        let index = Int(number) - 1
        bytes.append(contentsOf: [escape, 0x5D, 0x38, 0x3B, 0x3B])  // ESC ] 8 ; ;
        if index >= 0, index < canvas.links.count { bytes.append(contentsOf: canvas.links[index].utf8) }
        bytes.append(contentsOf: [escape, 0x5C])  // ESC \
    }

    /// The full SGR sequence for a style (starting from a reset).
    public static func sgr(_ style: CellStyle, mode: ColorMode) -> String {
        var bytes: [UInt8] = []
        appendSGR(style, mode: mode, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendSGR(_ style: CellStyle, mode: ColorMode, into bytes: inout [UInt8]) {
        bytes.append(contentsOf: [escape, 0x5B, 0x30])  // ESC [ 0
        let a = style.attributes
        if a.contains(.bold) { bytes.append(contentsOf: [0x3B, 0x31]) }
        if a.contains(.faint) { bytes.append(contentsOf: [0x3B, 0x32]) }
        if a.contains(.italic) { bytes.append(contentsOf: [0x3B, 0x33]) }
        if a.contains(.underline) { bytes.append(contentsOf: [0x3B, 0x34]) }
        if a.contains(.inverse) { bytes.append(contentsOf: [0x3B, 0x37]) }
        if a.contains(.strikethrough) { bytes.append(contentsOf: [0x3B, 0x39]) }
        if let fg = style.foreground { appendColor(fg, background: false, mode: mode, into: &bytes) }
        if let bg = style.background { appendColor(bg, background: true, mode: mode, into: &bytes) }
        bytes.append(0x6D)  // m
    }

    private static func appendNumber(_ value: Int, into bytes: inout [UInt8]) {
        bytes.append(0x3B)  // ;
        if value >= 100 { bytes.append(UInt8(48 + value / 100)) }
        if value >= 10 { bytes.append(UInt8(48 + value / 10 % 10)) }
        bytes.append(UInt8(48 + value % 10))
    }

    static func appendColor(_ color: CellColor, background: Bool, mode: ColorMode, into bytes: inout [UInt8]) {
        switch mode {
        case .trueColor:
            let (r, g, b) = color.rgb
            appendNumber(background ? 48 : 38, into: &bytes)
            appendNumber(2, into: &bytes)
            appendNumber(Int(r), into: &bytes)
            appendNumber(Int(g), into: &bytes)
            appendNumber(Int(b), into: &bytes)
        case .ansi256:
            appendNumber(background ? 48 : 38, into: &bytes)
            appendNumber(5, into: &bytes)
            appendNumber(palette256(color), into: &bytes)
        case .ansi16, .none:
            let index = ansi16(color)
            let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
            appendNumber(base + Int(index % 8), into: &bytes)
        }
    }

    static func ansi16(_ color: CellColor) -> UInt8 {
        switch color {
        case .named(let name): return name.ansi16
        case .rgb(let r, let g, let b): return nearest16(r, g, b)
        }
    }

    /// The 16 colours as xterm draws them by default (black, red, …, bright white).
    static let palette16: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The nearest of the 16 colours to an RGB colour.
    static func nearest16(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        var best = 0, bestDistance = Int.max
        for (index, (pr, pg, pb)) in palette16.enumerated() {
            let dr = pr - Int(r), dg = pg - Int(g), db = pb - Int(b)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return UInt8(best)
    }

    /// The nearest colour of the 6×6×6 cube or the grey ramp.
    static func palette256(_ color: CellColor) -> Int {
        let (r, g, b) = color.rgb
        if case .rgb = color { return nearest256(r, g, b) }
        if r == g && g == b {
            if r < 8 { return 16 }
            if r > 238 { return 231 }
            return 232 + (Int(r) - 8) / 10
        }
        func level(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        return 16 + 36 * level(r) + 6 * level(g) + level(b)
    }

    /// An RGB colour (an image's pixel, `Color(red:green:blue:)`): the
    /// nearest of the cube's levels and the nearest grey, whichever is closer.
    static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        func level(_ v: UInt8) -> Int {
            let value = Int(v)
            var best = 0
            for i in 1..<levels.count where abs(levels[i] - value) < abs(levels[best] - value) { best = i }
            return best
        }
        let (lr, lg, lb) = (level(r), level(g), level(b))
        func distance(_ x: Int, _ y: Int, _ z: Int) -> Int {
            let dr = x - Int(r), dg = y - Int(g), db = z - Int(b)
            return dr * dr + dg * dg + db * db
        }
        let cube = distance(levels[lr], levels[lg], levels[lb])
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let step = min(23, max(0, (average - 3) / 10))
        let grey = 8 + 10 * step
        if distance(grey, grey, grey) < cube { return 232 + step }
        return 16 + 36 * lr + 6 * lg + lb
    }
}
