import Testing
@testable import WidgetRender

@Test(arguments: [
    ("a", 1), ("é", 1), ("e\u{301}", 1), ("ş", 1), ("ồ", 1), ("가", 2), ("漢", 2), ("ｶ", 1), ("Ａ", 2),
    ("🐶", 2), ("🏋️", 2), ("🐕‍🦺", 2), ("👍🏽", 2), ("🇹🇷", 2), ("\u{200D}", 0), ("\u{FE0F}", 0),
    ("\u{301}", 0), ("○", 1), ("★", 1), ("…", 1), ("\t", 0), ("ᄀ", 2),
])
func graphemeWidth(character: String, width: Int) {
    #expect(character.count == 1)
    if let first = character.first { #expect(CellWidth.of(first) == width, "\(character)") }
}

@Test(arguments: [
    ("Köpeği Yürüyüşe Çıkar", 21), ("Luồng chương trình", 18), ("마지막 활동 계산", 16),
    ("Walk 🐕", 7), ("plain ascii", 11), ("", 0),
])
func stringWidth(text: String, width: Int) {
    #expect(CellWidth.of(text) == width)
}

@Test func truncationNeverCutsAWideCharacter() {
    for width in 1...17 {
        let line = TextLayout("마지막 활동 계산").lines(width: width, maxLines: 1, mode: .tail)
        let used = line.first.map(TextLayout.width) ?? 0
        #expect(used <= width)
        if width < 16 { #expect(line.first?.last?.character == "…") }
    }
}

@Test func sfSymbolsTable() {
    #expect(SFSymbols.allNames.count >= 150)
    for name in ["circle", "checkmark.circle.fill", "star.fill", "tuningfork", "exclamationmark.triangle.fill",
                 "arrow.up.arrow.down"] {
        let glyph = SFSymbols.glyph(named: name)
        #expect(glyph != nil, "\(name)")
        #expect(glyph.map(CellWidth.of) == 1, "\(name) is one cell")
    }
    #expect(SFSymbols.glyph(named: "circle") == "○")
    #expect(SFSymbols.glyph(named: "no.such.symbol") == nil)
    #expect(SFSymbols.allNames == SFSymbols.allNames.sorted())
}
