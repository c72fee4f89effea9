import Testing
@testable import WidgetRender

/// Grapheme clusters, the cells current terminals give them (kitty, WezTerm,
/// iTerm2, GNOME Terminal/VTE, Windows Terminal), and what tmux 3.3a gives
/// them (measured with `tmux display -p '#{cursor_x}'` after printing each
/// one; that is `WIDGETRY_WIDTH=legacy`).
let emojiWidthCases: [(String, Int, Int)] = [
    ("👍🏽", 2, 4),                                    // skin-tone modifier sequence
    ("👋🏿", 2, 4),
    ("☝🏽", 2, 3),                                     // text-default base with a modifier
    ("🏽", 2, 2),                                      // a modifier alone is a swatch
    ("👍", 2, 2),
    ("✈️", 2, 1),                                      // VS16 makes a text symbol emoji
    ("✈", 1, 1),
    ("✈︎", 1, 1),                                      // VS15 keeps it text
    ("❤️", 2, 1),
    ("☀️", 2, 1),
    ("☀︎", 1, 1),
    ("⚠️", 2, 1),
    ("©️", 2, 1),
    ("⌚", 2, 2),                                      // emoji presentation by default
    ("⌚︎", 2, 2),                                      // VS15 does not narrow a wide base
    ("1️⃣", 2, 1),                                      // keycap
    ("#️⃣", 2, 1),
    ("1\u{20E3}", 1, 1),                               // keycap without VS16: text
    ("🇹🇷", 2, 2),                                     // flag: a regional-indicator pair
    ("👨‍👩‍👧", 2, 2),                                    // ZWJ family
    ("🧑‍🤝‍🧑", 2, 2),
    ("🐕‍🦺", 2, 2),
    ("🏳️‍🌈", 2, 1),                                    // ZWJ sequence: as wide as its first emoji
    ("❤️‍🔥", 2, 1),
    ("🏴‍☠️", 2, 2),
    ("👩🏽‍💻", 2, 4),
    ("가", 2, 2),                                      // Korean syllable
    ("\u{1112}\u{1161}\u{11AB}", 2, 2),                // 한 as conjoining jamo
    ("漢", 2, 2),
    ("Ａ", 2, 2),                                      // fullwidth
    ("ồ", 1, 1),                                       // Vietnamese, precomposed
    ("o\u{302}\u{300}", 1, 1),                         // Vietnamese, combining marks
    ("İ", 1, 1),                                       // Turkish dotted capital I
    ("i\u{307}", 1, 1),                                // its lowercase, decomposed
]

@Test("emoji and international clusters measure as terminals draw them", arguments: emojiWidthCases)
func emojiClusterWidth(_ sequence: String, _ modern: Int, _ legacy: Int) {
    #expect(sequence.count == 1, "one grapheme cluster")
    guard let character = sequence.first else { return }
    #expect(CellWidth.of(character, settings: WidthSettings()) == modern, "\(sequence) today")
    #expect(CellWidth.of(character, settings: WidthSettings(parsing: "legacy")) == legacy, "\(sequence) in tmux 3.3a")
    #expect(CellWidth.of(sequence) == CellWidth.of(character))
}

/// Letters newer than the width table's Unicode 14 (Swift knows them) are
/// one cell; new CJK ideographs (plane 3) and emoji are two.
@Test(arguments: [("\u{1E4D0}", 1), ("\u{11F04}", 1), ("\u{31350}", 2), ("\u{1FAE8}", 2), ("\u{0378}", 1)])
func charactersNewerThanTheTableKeepTheirWidth(_ text: String, _ width: Int) {
    #expect(CellWidth.of(text) == width, "U+\(String(text.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true))")
}

@Test func widthSettingsParse() {
    let standard = WidthSettings(parsing: "")
    #expect(standard == WidthSettings())
    #expect(standard.vs16Width == 2 && !standard.splitsModifiers)
    let narrow = WidthSettings(parsing: " vs16=1 ")
    #expect(narrow.vs16Width == 1 && !narrow.splitsModifiers)
    let split = WidthSettings(parsing: "tones=split,vs16=2")
    #expect(split.vs16Width == 2 && split.splitsModifiers)
    let legacy = WidthSettings(parsing: "legacy,tones=joined,emoji=3")
    #expect(legacy.vs16Width == 1 && !legacy.splitsModifiers)
    #expect(legacy.unrecognized == ["emoji=3"])
    #expect(WidthSettings(parsing: "legacy,modern") == WidthSettings())
}

@Test func splitModifierSequencesAreDrawnAsTheirPieces() {
    #expect(CellWidth.pieces(of: "👍🏽") == ["👍", "🏽"])
    #expect(CellWidth.pieces(of: "👩🏽‍💻") == ["👩", "🏽\u{200D}", "💻"])
    #expect(CellWidth.pieces(of: "✈️") == ["✈️"])
    var canvas = Canvas(width: 6, height: 1)
    canvas.put("👍🏽", cellWidth: 4, x: 0, y: 0, style: .plain, clip: canvas.bounds)
    #expect(canvas.line(0) == "👍🏽  ")
    #expect(canvas[0, 0].width == 2 && canvas[1, 0].width == 0 && canvas[2, 0].width == 2 && canvas[3, 0].width == 0)
    var family = Canvas(width: 4, height: 1)
    family.put("👩🏽‍💻", cellWidth: 4, x: 0, y: 0, style: .plain, clip: family.bounds)
    #expect(family.line(0) == "👩🏽\u{200D}", "the pieces that fit in the cells tmux 3.3a gives it")
    var narrow = Canvas(width: 3, height: 1)
    narrow.put("👍🏽", cellWidth: 4, x: 0, y: 0, style: .plain, clip: narrow.bounds)
    #expect(narrow.line(0) == "   ", "all or nothing")
}

/// Cells a terminal gives a row, counted with the widths of the table above
/// (box drawing and ASCII one cell each), independent of `CellWidth`.
private func terminalColumns(of row: String) -> [Character: Int] {
    var columns: [Character: Int] = [:]
    var column = 0
    let widths = Dictionary(emojiWidthCases.map { (Character($0.0), $0.1) }, uniquingKeysWith: { a, _ in a })
    for character in row {
        columns[character] = column
        column += widths[character] ?? 1
    }
    return columns
}

@Test func emojiRowKeepsTheBorderInItsColumn() {
    let node: ViewNode = .vStack(alignment: .leading, [
        .text("👍🏽 Liked ✈️"),
        .text("✈️ Trip 12:40"),
        .text("❤️‍🔥 👨‍👩‍👧 🇹🇷"),
        .text("Plain row"),
    ])
    let result = WidgetRenderer.render(node, family: .systemSmall)
    let rows = result.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(rows.count == 11)
    #expect(rows.contains { $0.contains("👍🏽 Liked ✈️") })
    #expect(rows.contains { $0.contains("✈️ Trip") }, "VS16 kept with its symbol")
    for (index, row) in rows.enumerated() {
        let last = row.last
        #expect(last == "│" || last == "╮" || last == "╯", "row \(index) ends in the border")
        if let last { #expect(terminalColumns(of: row)[last] == 21, "row \(index): \(row)") }
    }
}

/// A letter followed by a hundred skin tones is one cluster: it counts for
/// at most `maxClusterWidth` cells, and laying it out or drawing it is safe.
@Test func aClusterOfManyTonesIsBounded() {
    let tones = String(repeating: "\u{1F3FD}", count: 100)
    let text = "a" + tones
    #expect(text.count == 1)
    #expect(CellWidth.of(text) == CellWidth.maxClusterWidth)
    #expect(CellWidth.of(Character("👍" + tones), settings: WidthSettings(parsing: "tones=split")) == CellWidth.maxClusterWidth)
    let result = WidgetRenderer.render(.vStack([.text(text + " x"), .text("👍" + tones)]), width: 12, height: 3)
    #expect(result.canvas.height == 3)
    #expect(TextLayout(text).glyphs.first?.width == Int8(CellWidth.maxClusterWidth))
}

@Test func wrappingAndTruncationKeepClustersWhole() {
    let text = "👍🏽👍🏽 ✈️✈️ 🇹🇷🇹🇷 ❤️‍🔥"
    let layout = TextLayout(text)
    #expect(layout.glyphs.count == text.count)
    for width in 1...12 {
        for lines in [layout.lines(width: width, maxLines: 9, mode: .tail), layout.lines(width: width, maxLines: 1, mode: .tail),
                      layout.lines(width: width, maxLines: 1, mode: .middle), layout.lines(width: width, maxLines: 1, mode: .head)] {
            for line in lines {
                for glyph in line { #expect(glyph.character == "…" || glyph.character == " " || text.contains(glyph.character)) }
                #expect(TextLayout.width(line) <= max(width, 2), "width \(width)")
            }
        }
    }
    let cut = TextLayout("✈️✈️✈️").lines(width: 4, maxLines: 1, mode: .tail)
    #expect(cut.first.map { String($0.map(\.character)) } == "✈️…")
}
