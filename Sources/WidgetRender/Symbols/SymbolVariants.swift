/// One line of a base table: `name outline filled variants`, where `filled`
/// is `=` when the filled shape is the outline one, and `variants` holds
/// letters for the derived names (`-` for none):
///
/// - `f`: `name.fill` → filled
/// - `c`: `name.circle` → outline, `name.circle.fill` → filled (the symbol
///   drawn without its enclosing circle: cells are too small for both)
/// - `s`: `name.square`, `name.square.fill`, likewise
/// - `x`: `name.slash` → outline (and `name.slash.fill` → filled with `f`):
///   an approximation, no terminal glyph strikes another through
struct SymbolBase {
    var name: String
    var outline: String
    var filled: String
    var variants: Substring

    init?(line: Substring) {
        self.init(fields: line.split(separator: " ").map(String.init))
    }

    /// The four fields of a line (`SFSymbols.eachLine`).
    init?(fields: [String]) {
        guard fields.count == 4 else { return nil }
        name = fields[0]
        outline = fields[1]
        filled = fields[2] == "=" ? outline : fields[2]
        variants = fields[3] == "-" ? "" : Substring(fields[3])
        guard variants.utf8.allSatisfy({ "fcsx".utf8.contains($0) }) else { return nil }
    }

    /// Puts the name and its derived names into `table` (a later line's names replace an earlier one's).
    func add(to table: inout [String: String]) {
        func put(_ name: String, _ glyph: String) { table[name] = glyph }
        put(name, outline)
        let letters = variants.utf8
        let hasFill = letters.contains(UInt8(ascii: "f"))
        if hasFill { put(name + ".fill", filled) }
        if letters.contains(UInt8(ascii: "c")) {
            put(name + ".circle", outline)
            put(name + ".circle.fill", filled)
        }
        if letters.contains(UInt8(ascii: "s")) {
            put(name + ".square", outline)
            put(name + ".square.fill", filled)
        }
        if letters.contains(UInt8(ascii: "x")) {
            put(name + ".slash", outline)
            if hasFill { put(name + ".slash.fill", filled) }
        }
    }
}

enum SymbolVariants {
    /// Names with a number or letter: enclosed forms where Unicode has them
    /// (`1.circle` ①, `1.circle.fill` ❶, `a.circle` ⓐ, `a.circle.fill` Ⓐ;
    /// squares use the same), and battery levels as rising blocks
    /// (`battery.Npercent` for every N in 0…100, SF Symbols' 0/25/50/75/100
    /// among them, and the older `battery.0/25/50/75/100`).
    static func numbered() -> [(String, String)] {
        var names: [(String, String)] = []
        let circled = Array("⓪①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳")
        let negative = Array("⓿❶❷❸❹❺❻❼❽❾❿⓫⓬⓭⓮⓯⓰⓱⓲⓳⓴")
        for number in 0...20 {
            let outline = String(circled[number]), filled = String(negative[number])
            names += [("\(number).circle", outline), ("\(number).circle.fill", filled),
                      ("\(number).square", outline), ("\(number).square.fill", filled)]
        }
        let small = Array("ⓐⓑⓒⓓⓔⓕⓖⓗⓘⓙⓚⓛⓜⓝⓞⓟⓠⓡⓢⓣⓤⓥⓦⓧⓨⓩ")
        let capital = Array("ⒶⒷⒸⒹⒺⒻⒼⒽⒾⒿⓀⓁⓂⓃⓄⓅⓆⓇⓈⓉⓊⓋⓌⓍⓎⓏ")
        for (index, letter) in "abcdefghijklmnopqrstuvwxyz".enumerated() {
            let outline = String(small[index]), filled = String(capital[index])
            names += [("\(letter).circle", outline), ("\(letter).circle.fill", filled),
                      ("\(letter).square", outline), ("\(letter).square.fill", filled)]
        }
        for percent in 0...100 {
            names.append(("battery.\(percent)percent", batteryGlyph(percent)))
        }
        for percent in [0, 25, 50, 75, 100] {
            names.append(("battery.\(percent)", batteryGlyph(percent)))
        }
        return names
    }

    /// `▯` when empty, else one of `▁▂▃▄▅▆▇█` by level.
    static func batteryGlyph(_ percent: Int) -> String {
        guard percent > 0 else { return "▯" }
        let levels = Array("▁▂▃▄▅▆▇█")
        return String(levels[min(7, (min(percent, 100) * 8 - 1) / 100)])
    }
}
