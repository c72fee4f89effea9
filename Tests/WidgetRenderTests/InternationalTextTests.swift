import Testing
@testable import WidgetRender

/// The seeds' languages and emoji: widths in cells, borders aligned,
/// truncation that never cuts a wide character.
let internationalCases: [LayoutCase] = [
    LayoutCase("turkish-small", family: .systemSmall,
               .vStack(alignment: .leading, [.text("Köpeği Yürüyüşe Çıkar"), .divider])),
    LayoutCase("turkish-truncated", 12, 1, .text("Köpeği Yürüyüşe Çıkar").lineLimit(1)),
    LayoutCase("vietnamese-small", family: .systemSmall, .text("Luồng chương trình").font(.headline)),
    LayoutCase("vietnamese-truncated-middle", 12, 1,
               .text("Luồng chương trình").lineLimit(1).truncationMode(.middle)),
    LayoutCase("korean-small", family: .systemSmall,
               .vStack([.text("마지막 활동 계산"), .text("3일 전")])),
    LayoutCase("korean-truncated-odd-width", 8, 1, .text("마지막 활동 계산").lineLimit(1)),
    LayoutCase("korean-truncated-head", 9, 1, .text("마지막 활동 계산").lineLimit(1).truncationMode(.head)),
    LayoutCase("korean-wraps", 9, 3, .text("마지막 활동 계산")),
    LayoutCase("korean-in-accessory-inline", family: .accessoryInline,
               .label("마지막 활동 계산 — 12일 전, 다시 시작하세요", systemImage: "clock")),
    LayoutCase("emoji-row", 12, 1, .hStack([.text("🐶"), .text("Walk 🐕‍🦺")])),
    LayoutCase("emoji-truncated", 7, 1, .text("🍎🍌🍇🍉").lineLimit(1)),
    LayoutCase("emoji-todo-small", family: .systemSmall,
               SampleWidgets.todo([("🏋️ Gym", false), ("마지막 활동 계산하기", true), ("Köpeği Yürüyüşe Çıkar", false)])),
    LayoutCase("combining-marks-width", 8, 1, .text("e\u{301}e\u{301}e\u{301}|")),
]

@Test("international text", arguments: internationalCases)
func internationalLayout(_ testCase: LayoutCase) {
    Golden.check(testCase)
}

@Test("every family box keeps its border aligned in cells", arguments: internationalCases)
func bordersAligned(_ testCase: LayoutCase) {
    let canvas = testCase.render().canvas
    for y in 0..<canvas.height {
        #expect(CellWidth.of(canvas.line(y)) == canvas.width, "row \(y) of \(testCase.name)")
    }
}
