/// `Text`: wraps at words to the proposed width, keeps to `lineLimit` and the
/// proposed height, truncates with `…`.
final class TextBox: LayoutBox {
    let layout: TextLayout
    let style: CellStyle
    let lineLimit: Int?
    let alignment: TextAlignment
    let truncation: TruncationMode
    let source: String
    /// `.foregroundStyle(gradient)`: each cell its colour over the text's frame (24-bit colour).
    let gradient: GradientStyle?
    /// The style of each run of a `Text + Text` (empty for one text): the glyphs say their run.
    let runStyles: [CellStyle]
    /// Each run's gradient foreground, if any (drawn over the whole text's frame in 24-bit colour).
    let runGradients: [GradientStyle?]
    /// Line layouts already made, with the proposal they were made for.
    private var laidOut: [LaidOutText] = []

    private struct LaidOutText {
        var width: Int
        var maxLines: Int
        var lines: [ArraySlice<Glyph>]
        var size: CellSize
    }

    init(_ text: String, environment: LayoutEnvironment) {
        layout = TextLayout(text)
        style = environment.cellStyle
        lineLimit = environment.lineLimit
        alignment = environment.textAlignment
        truncation = environment.truncation
        source = text
        gradient = environment.foreground?.gradient
        runStyles = []
        runGradients = []
    }

    /// `Text("a") + Text("b").bold()`: each run in the environment with its own modifiers applied.
    init(runs: [TextRun], environment: LayoutEnvironment) {
        layout = TextLayout(runs: runs.map(\.text))
        style = environment.cellStyle
        lineLimit = environment.lineLimit
        alignment = environment.textAlignment
        truncation = environment.truncation
        source = runs.map(\.text).joined()
        gradient = environment.foreground?.gradient
        let environments = runs.map { run in
            var inner = environment
            for modifier in run.modifiers.reversed() { _ = inner.apply(modifier) }
            return inner
        }
        runStyles = environments.map(\.cellStyle)
        runGradients = environments.map { $0.foreground?.gradient }
    }

    override var kindName: String { "text" }
    override var recordDetail: String? { source }

    private func lines(width: Int, maxLines: Int) -> (lines: [ArraySlice<Glyph>], size: CellSize) {
        for entry in laidOut where entry.width == width && entry.maxLines == maxLines {
            return (entry.lines, entry.size)
        }
        let lines = layout.lines(width: width, maxLines: maxLines, mode: truncation)
        var widest = 0
        for line in lines { widest = max(widest, TextLayout.width(line)) }
        let size = CellSize(width: widest, height: lines.count)
        if laidOut.count >= 4 { laidOut.removeFirst() }
        laidOut.append(LaidOutText(width: width, maxLines: maxLines, lines: lines, size: size))
        return (lines, size)
    }

    private func maxLines(_ height: Int?) -> Int { min(lineLimit ?? Int.max, height ?? Int.max) }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        if layout.idealWidth <= (proposal.width ?? ProposedSize.infinity), layout.idealLines == 1 {
            return CellSize(width: layout.idealWidth, height: 1)
        }
        return lines(width: proposal.width ?? ProposedSize.infinity, maxLines: maxLines(proposal.height)).size
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        // Draw the lines made for the proposal that gave this size: laying
        // out again at the (smaller) final width could truncate differently.
        let lines: [ArraySlice<Glyph>]
        if let made = laidOut.last(where: { $0.size.width == rect.width && $0.size.height == rect.height }) {
            lines = made.lines
        } else {
            lines = self.lines(width: rect.width, maxLines: maxLines(rect.height)).lines
        }
        for (row, line) in lines.enumerated() {
            let lineWidth = TextLayout.width(line)
            let x: Int
            switch alignment {
            case .leading: x = rect.x
            case .center: x = rect.x + (rect.width - lineWidth) / 2
            case .trailing: x = rect.x + rect.width - lineWidth
            }
            if !runStyles.isEmpty {
                var column = x
                for index in line.indices {
                    let glyph = line[index]
                    let run = Int(glyph.run)
                    var cellStyle = run < runStyles.count ? runStyles[run] : style
                    if context.drawsGradients, run < runGradients.count, let gradient = runGradients[run] {
                        cellStyle.foreground = gradient.color(atX: column, y: rect.y + row, in: rect)
                    }
                    context.write(line[index...index], x: column, y: rect.y + row, style: cellStyle)
                    column += Int(glyph.width)
                }
            } else if context.drawsGradients, let gradient {
                context.write(line, x: x, y: rect.y + row, style: style, gradient: gradient, over: rect)
            } else {
                context.write(line, x: x, y: rect.y + row, style: style)
            }
        }
    }
}
