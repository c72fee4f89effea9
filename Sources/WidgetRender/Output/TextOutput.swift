/// Writes a canvas as text: plain, or with ANSI SGR styles and colours and
/// OSC 8 hyperlinks. The only place in the renderer that makes escape codes.
public enum TextOutput {
    static let escape = "\u{1B}"

    /// The whole canvas, rows separated by newlines (no trailing newline).
    public static func write(_ canvas: Canvas, mode: ColorMode) -> String {
        var out = ""
        out.reserveCapacity(canvas.width * canvas.height * (mode == .none ? 3 : 4) + canvas.height)
        for y in 0..<canvas.height {
            if y > 0 { out.append("\n") }
            writeRow(canvas, y: y, from: 0, to: canvas.width, mode: mode, into: &out)
        }
        return out
    }

    /// Cells `from..<to` of row `y`; styled output ends with a reset.
    static func writeRow(_ canvas: Canvas, y: Int, from: Int, to: Int, mode: ColorMode, into out: inout String) {
        guard mode != .none else {
            for x in from..<to {
                let cell = canvas[x, y]
                if cell.width != 0 { out.append(cell.character) }
            }
            return
        }
        var current = CellStyle.plain
        for x in from..<to {
            let cell = canvas[x, y]
            if cell.width == 0 { continue }
            if cell.style != current {
                if cell.style.link != current.link {
                    out.append(hyperlink(cell.style.link, canvas))
                }
                var visual = cell.style
                visual.link = 0
                var old = current
                old.link = 0
                if visual != old { out.append(sgr(visual, mode: mode)) }
                current = cell.style
            }
            out.append(cell.character)
        }
        if current.link != 0 { out.append(hyperlink(0, canvas)) }
        var visual = current
        visual.link = 0
        if visual != .plain { out.append(escape + "[0m") }
    }

    /// OSC 8: opens a link, or closes one with number 0.
    static func hyperlink(_ number: UInt16, _ canvas: Canvas) -> String {
        let index = Int(number) - 1
        let url = index >= 0 && index < canvas.links.count ? canvas.links[index] : ""
        return escape + "]8;;" + url + escape + "\\"
    }

    /// The full SGR sequence for a style (starting from a reset).
    public static func sgr(_ style: CellStyle, mode: ColorMode) -> String {
        var codes = ["0"]
        let a = style.attributes
        if a.contains(.bold) { codes.append("1") }
        if a.contains(.faint) { codes.append("2") }
        if a.contains(.italic) { codes.append("3") }
        if a.contains(.underline) { codes.append("4") }
        if a.contains(.inverse) { codes.append("7") }
        if a.contains(.strikethrough) { codes.append("9") }
        if let fg = style.foreground { codes.append(color(fg, background: false, mode: mode)) }
        if let bg = style.background { codes.append(color(bg, background: true, mode: mode)) }
        return escape + "[" + codes.joined(separator: ";") + "m"
    }

    static func color(_ color: CellColor, background: Bool, mode: ColorMode) -> String {
        switch mode {
        case .trueColor:
            let (r, g, b) = color.rgb
            return "\(background ? 48 : 38);2;\(r);\(g);\(b)"
        case .ansi256:
            return "\(background ? 48 : 38);5;\(palette256(color))"
        case .ansi16, .none:
            let index = ansi16(color)
            let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
            return String(base + Int(index % 8))
        }
    }

    static func ansi16(_ color: CellColor) -> UInt8 {
        switch color {
        case .named(let name): return name.ansi16
        case .rgb(let r, let g, let b):
            let bright = Int(r) + Int(g) + Int(b) > 382
            let bits = (r > 127 ? 1 : 0) | (g > 127 ? 2 : 0) | (b > 127 ? 4 : 0)
            return UInt8(bits + (bright ? 8 : 0))
        }
    }

    /// The nearest colour of the 6×6×6 cube or the grey ramp.
    static func palette256(_ color: CellColor) -> Int {
        let (r, g, b) = color.rgb
        func level(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        let cube = 16 + 36 * level(r) + 6 * level(g) + level(b)
        if r == g && g == b {
            if r < 8 { return 16 }
            if r > 238 { return 231 }
            return 232 + (Int(r) - 8) / 10
        }
        return cube
    }
}
