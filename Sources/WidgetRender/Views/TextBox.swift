/// `Text`: wraps at words to the proposed width, keeps to `lineLimit` and the
/// proposed height, truncates with `…`.
final class TextBox: LayoutBox {
    let layout: TextLayout
    let style: CellStyle
    let lineLimit: Int?
    let alignment: TextAlignment
    let truncation: TruncationMode
    let source: String
    private var cachedKey: (Int, Int) = (-1, -1)
    private var cachedLines: [ArraySlice<Glyph>] = []

    init(_ text: String, environment: LayoutEnvironment) {
        layout = TextLayout(text)
        style = environment.cellStyle
        lineLimit = environment.lineLimit
        alignment = environment.textAlignment
        truncation = environment.truncation
        source = text
    }

    override var kindName: String { "text" }
    override var recordDetail: String? { source }

    private func lines(for proposal: ProposedSize) -> [ArraySlice<Glyph>] {
        let width = proposal.width ?? ProposedSize.infinity
        let maxLines = min(lineLimit ?? Int.max, proposal.height ?? Int.max)
        if cachedKey == (width, maxLines) { return cachedLines }
        let lines = layout.lines(width: width, maxLines: maxLines, mode: truncation)
        cachedKey = (width, maxLines)
        cachedLines = lines
        return lines
    }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        if layout.idealWidth <= (proposal.width ?? ProposedSize.infinity), layout.idealLines == 1 {
            return CellSize(width: layout.idealWidth, height: 1)
        }
        let lines = lines(for: proposal)
        var widest = 0
        for line in lines { widest = max(widest, TextLayout.width(line)) }
        return CellSize(width: widest, height: lines.count)
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        let lines = lines(for: ProposedSize(width: rect.width, height: rect.height))
        for (row, line) in lines.enumerated() {
            let lineWidth = TextLayout.width(line)
            let x: Int
            switch alignment {
            case .leading: x = rect.x
            case .center: x = rect.x + (rect.width - lineWidth) / 2
            case .trailing: x = rect.x + rect.width - lineWidth
            }
            context.write(line, x: x, y: rect.y + row, style: style)
        }
    }
}
