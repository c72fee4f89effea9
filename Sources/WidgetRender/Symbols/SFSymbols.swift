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
        table.reserveCapacity(6144)
        for source in SFSymbolTable.bases {
            eachLine(of: source) { fields in
                SymbolBase(fields: fields)?.add(to: &table)
            }
        }
        for (name, glyph) in SymbolVariants.numbered() { table[name] = glyph }
        for source in SFSymbolTable.exact {
            eachLine(of: source) { fields in
                if fields.count == 2 { table[fields[0]] = fields[1] }
            }
        }
        return table
    }()

    /// Each line of a table as its fields (split at spaces, empty ones left out), read
    /// as bytes in place: the tables are ASCII names and one-character glyphs, and a
    /// split by `Character`, or a generic one, made the table cost milliseconds at start-up.
    static func eachLine(of source: String, _ body: (_ fields: [String]) -> Void) {
        var source = source
        source.withUTF8 { bytes in
            var fields: [String] = []
            fields.reserveCapacity(4)
            var fieldStart = 0
            var index = 0
            while index <= bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0x0A
                if byte == 0x20 || byte == 0x0A {
                    if index > fieldStart {
                        fields.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[fieldStart..<index]), as: UTF8.self))
                    }
                    fieldStart = index + 1
                    if byte == 0x0A, !fields.isEmpty {
                        body(fields)
                        fields.removeAll(keepingCapacity: true)
                    }
                }
                index += 1
            }
        }
    }

    static let sortedNames: [String] = table.keys.sorted()

    /// Lines of the source tables that are not `name outline filled variants`
    /// (bases) or `name glyph` (exact names); the tests expect none.
    static var malformedLines: [String] {
        let bad = SFSymbolTable.bases.flatMap { $0.split(separator: "\n") }.filter { SymbolBase(line: $0) == nil }
            + SFSymbolTable.exact.flatMap { $0.split(separator: "\n") }.filter { $0.split(separator: " ").count != 2 }
        return bad.map(String.init)
    }
}
