/// Digits in a `.system(size:)` font of 40 points or more, drawn three rows
/// tall in block characters — as WidgetKit shows a big number. When the big
/// digits do not fit the proposal, the text is drawn normally instead.
final class BigNumeralsBox: LayoutBox {
    let text: [Character]
    let style: CellStyle
    let fallback: TextBox
    let bigSize: CellSize

    /// nil when the text has characters there is no block numeral for.
    init?(_ text: String, environment: LayoutEnvironment) {
        guard !text.isEmpty, text.allSatisfy({ BigNumeralsBox.patterns[$0] != nil }) else { return nil }
        self.text = Array(text)
        style = environment.cellStyle
        fallback = TextBox(text, environment: environment)
        bigSize = CellSize(width: self.text.count * 4 - 1, height: 3)
    }

    override var kindName: String { "text" }
    override var recordDetail: String? { String(text) }

    private func fits(_ proposal: ProposedSize) -> Bool {
        bigSize.width <= (proposal.width ?? ProposedSize.infinity)
            && bigSize.height <= (proposal.height ?? ProposedSize.infinity)
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        fits(proposal) ? bigSize : fallback.size(for: proposal)
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        guard fits(ProposedSize(width: rect.width, height: rect.height)) else {
            fallback.place(in: rect, &context)
            return
        }
        let origin = rect.aligned(bigSize, .center)
        for (index, character) in text.enumerated() {
            guard let rows = BigNumeralsBox.patterns[character] else { continue }
            for (row, pattern) in rows.enumerated() {
                context.write(pattern, x: origin.x + index * 4, y: origin.y + row, style: style)
            }
        }
    }

    /// Three rows of three cells per character.
    static let patterns: [Character: [String]] = [
        "0": ["█▀█", "█ █", "▀▀▀"],
        "1": ["▀█ ", " █ ", "▀▀▀"],
        "2": ["▀▀█", "█▀▀", "▀▀▀"],
        "3": ["▀▀█", " ▀█", "▀▀▀"],
        "4": ["█ █", "▀▀█", "  ▀"],
        "5": ["█▀▀", "▀▀█", "▀▀▀"],
        "6": ["█▀▀", "█▀█", "▀▀▀"],
        "7": ["▀▀█", "  █", "  ▀"],
        "8": ["█▀█", "█▀█", "▀▀▀"],
        "9": ["█▀█", "▀▀█", "▀▀▀"],
        " ": ["   ", "   ", "   "],
        "-": ["   ", "▀▀▀", "   "],
        "+": [" ▄ ", "▀█▀", "   "],
        ".": ["   ", "   ", " ▀ "],
        ",": ["   ", "   ", " █ "],
        ":": [" ▀ ", " ▀ ", "   "],
        "%": ["▀ █", " █ ", "█ ▄"],
    ]
}
