/// SF Symbol names → Unicode glyphs a terminal can draw. An unknown name
/// draws `□` (and the checker warns).
///
/// Every glyph is one Unicode scalar with no variation selector: a BMP
/// character that is one cell in every terminal (East Asian width N or A,
/// not emoji presentation), or, where no such character means the thing (a
/// bird, a walking figure), one emoji-presentation scalar, two cells in
/// every terminal. So no glyph depends on `WIDGETRY_WIDTH`.
///
/// The table is written as base names (`SFSymbolTable+*.swift`) whose
/// variants are derived by rule (`SymbolVariants`), plus names listed whole.
public enum SFSymbols {
    /// The glyph for a symbol name, or nil when the name is not in the table.
    public static func glyph(named name: String) -> String? {
        table[name]
    }

    /// Every name in the table, sorted.
    public static var allNames: [String] { sortedNames }

    /// What an unknown symbol draws.
    public static let unknownGlyph = "□"

    static let table: [String: String] = {
        var table: [String: String] = [:]
        table.reserveCapacity(4096)
        // Lines cut at their bytes: a split by `Character` walks grapheme breaks.
        func lines(_ source: String) -> [Substring] {
            source.utf8.split(separator: UInt8(ascii: "\n")).compactMap { Substring($0) }
        }
        for source in SFSymbolTable.bases {
            for line in lines(source) {
                guard let base = SymbolBase(line: line) else { continue }
                for (name, glyph) in base.names() { table[name] = glyph }
            }
        }
        for (name, glyph) in SymbolVariants.numbered() { table[name] = glyph }
        for source in SFSymbolTable.exact {
            for line in lines(source) {
                let fields = line.utf8.split(separator: UInt8(ascii: " "))
                if fields.count == 2 { table[String(decoding: fields[0], as: UTF8.self)] = String(decoding: fields[1], as: UTF8.self) }
            }
        }
        return table
    }()

    static let sortedNames: [String] = table.keys.sorted()

    /// Lines of the source tables that are not `name outline filled variants`
    /// (bases) or `name glyph` (exact names); the tests expect none.
    static var malformedLines: [String] {
        let bad = SFSymbolTable.bases.flatMap { $0.split(separator: "\n") }.filter { SymbolBase(line: $0) == nil }
            + SFSymbolTable.exact.flatMap { $0.split(separator: "\n") }.filter { $0.split(separator: " ").count != 2 }
        return bad.map(String.init)
    }
}
