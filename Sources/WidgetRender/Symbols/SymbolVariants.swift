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

    /// Read as bytes: the tables are ASCII names and one-character glyphs, and
    /// splitting them by `Character` made building the table cost milliseconds at start-up.
    init?(line: Substring) {
        let fields = line.utf8.split(separator: UInt8(ascii: " "))
        guard fields.count == 4 else { return nil }
        name = String(decoding: fields[0], as: UTF8.self)
        outline = String(decoding: fields[1], as: UTF8.self)
        filled = fields[2].elementsEqual("=".utf8) ? outline : String(decoding: fields[2], as: UTF8.self)
        variants = fields[3].elementsEqual("-".utf8) ? "" : Substring(String(decoding: fields[3], as: UTF8.self))
        guard variants.utf8.allSatisfy({ "fcsx".utf8.contains($0) }) else { return nil }
    }

    func names() -> [(String, String)] {
        var names = [(name, outline)]
        let letters = variants.utf8
        let hasFill = letters.contains(UInt8(ascii: "f"))
        if hasFill { names.append((name + ".fill", filled)) }
        if letters.contains(UInt8(ascii: "c")) {
            names.append((name + ".circle", outline))
            names.append((name + ".circle.fill", filled))
        }
        if letters.contains(UInt8(ascii: "s")) {
            names.append((name + ".square", outline))
            names.append((name + ".square.fill", filled))
        }
        if letters.contains(UInt8(ascii: "x")) {
            names.append((name + ".slash", outline))
            if hasFill { names.append((name + ".slash.fill", filled)) }
        }
        return names
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
