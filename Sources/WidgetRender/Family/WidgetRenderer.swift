/// How to render: colours for the text output, button badges, the frame tree.
public struct RenderOptions: Sendable, Hashable {
    public var colorMode: ColorMode
    /// Draw each button's number as a superscript badge (`--buttons`).
    public var showsButtonNumbers: Bool
    /// Keep the laid-out tree with frames in `RenderResult.layout` (`--json`).
    public var recordsLayout: Bool

    public init(colorMode: ColorMode = .none, showsButtonNumbers: Bool = false, recordsLayout: Bool = false) {
        self.colorMode = colorMode
        self.showsButtonNumbers = showsButtonNumbers
        self.recordsLayout = recordsLayout
    }
}

/// A button after layout: its number (1…n in reading order), what it does, where it is.
public struct RenderedButton: Sendable, Hashable {
    public var number: Int
    public var action: ButtonAction
    public var frame: CellRect
}

/// The result of rendering: the grid, its text, and what the host needs to
/// make buttons and links work.
public struct RenderResult: Sendable, Hashable {
    public var canvas: Canvas
    /// The canvas written with the options' colour mode.
    public var text: String
    /// In reading order: `buttons[n - 1].number == n`.
    public var buttons: [RenderedButton]
    public var widgetURL: String?
    /// The laid-out tree with frames, when `recordsLayout` was asked for.
    public var layout: LayoutRecord?
    /// The images drawn in pixels, where they are (for the kitty graphics protocol).
    public var images: [PlacedImage] = []
    /// Every `Link` and `.widgetURL(...)` drawn, with the frame of its view (clipped to the widget).
    public var links: [RenderedLink] = []

    /// The button under a cell (a mouse click), if any.
    public func button(atX x: Int, y: Int) -> RenderedButton? {
        buttons.last { $0.frame.contains(x: x, y: y) }
    }
}

/// A `Link(destination:)` or `.widgetURL(...)` after layout: where it goes and the frame of its view.
public struct RenderedLink: Sendable, Hashable {
    public var url: String
    public var frame: CellRect
    /// `.widgetURL(...)`: where a tap anywhere outside the links and buttons goes.
    public var isWidgetURL: Bool
}

/// Lays out a view tree and draws it.
public enum WidgetRenderer {
    /// Renders `root` as a widget of `family`: its box, the content centred
    /// inside the content margins.
    public static func render(_ root: ViewNode, family: WidgetFamily,
                              options: RenderOptions = RenderOptions()) -> RenderResult {
        var builder = BoxBuilder()
        let box = builder.build(root, LayoutEnvironment())
        var canvas = Canvas(width: family.size.width, height: family.size.height)
        if let background = builder.containerBackground {
            canvas.fillBackground(family.interior, style: background, drawsGradients: options.colorMode == .trueColor, clip: canvas.bounds)
        }
        if family.hasBorder { drawBorder(&canvas) }
        return finish(box, in: family.contentArea(marginsDisabled: builder.contentMarginsDisabled), clip: family.interior, canvas: canvas,
                      widgetURL: builder.widgetURL, options: options)
    }

    /// Renders `root` proposed `width` × `height` cells, with no box: the
    /// content centred in a canvas of that size.
    public static func render(_ root: ViewNode, width: Int, height: Int,
                              options: RenderOptions = RenderOptions()) -> RenderResult {
        var builder = BoxBuilder()
        let box = builder.build(root, LayoutEnvironment())
        var canvas = Canvas(width: width, height: height)
        if let background = builder.containerBackground {
            canvas.fillBackground(canvas.bounds, style: background, drawsGradients: options.colorMode == .trueColor, clip: canvas.bounds)
        }
        return finish(box, in: canvas.bounds, clip: canvas.bounds, canvas: canvas,
                      widgetURL: builder.widgetURL, options: options)
    }

    private static func finish(_ box: LayoutBox?, in area: CellRect, clip: CellRect, canvas: Canvas,
                               widgetURL: String?, options: RenderOptions) -> RenderResult {
        var context = DrawContext(canvas: canvas, recordsLayout: options.recordsLayout)
        context.clip = clip
        context.drawsPixels = options.colorMode != .none
        context.blendsOpacity = options.colorMode == .trueColor || options.colorMode == .ansi256
        context.drawsGradients = options.colorMode == .trueColor
        if let box {
            let size = box.size(for: ProposedSize(width: area.width, height: area.height))
            let fitted = CellSize(width: min(size.width, area.width), height: min(size.height, area.height))
            box.place(in: area.aligned(fitted, .center), &context)
        }
        let ordered = context.buttons.enumerated().sorted { a, b in
            let fa = a.element.frame, fb = b.element.frame
            if fa.y != fb.y { return fa.y < fb.y }
            if fa.x != fb.x { return fa.x < fb.x }
            return a.offset < b.offset
        }
        let buttons = ordered.enumerated().map { number, entry in
            RenderedButton(number: number + 1, action: entry.element.action, frame: entry.element.frame)
        }
        if options.showsButtonNumbers {
            for button in buttons { ButtonBadge.draw(button, on: &context.canvas) }
        }
        let text = TextOutput.write(context.canvas, mode: options.colorMode)
        return RenderResult(canvas: context.canvas, text: text, buttons: buttons,
                            widgetURL: widgetURL, layout: context.root, images: context.images, links: context.links)
    }

    private static func drawBorder(_ canvas: inout Canvas) {
        let w = canvas.width, h = canvas.height
        guard w >= 2, h >= 2 else { return }
        let clip = canvas.bounds
        let style = CellStyle.plain
        func put(_ c: Character, _ x: Int, _ y: Int) {
            canvas.put(c, cellWidth: 1, x: x, y: y, style: style, clip: clip)
        }
        put("╭", 0, 0); put("╮", w - 1, 0); put("╰", 0, h - 1); put("╯", w - 1, h - 1)
        for x in 1..<(w - 1) { put("─", x, 0); put("─", x, h - 1) }
        for y in 1..<(h - 1) { put("│", 0, y); put("│", w - 1, y) }
    }
}

/// `--buttons`: a button's number as superscript digits just before it (on
/// the button itself when the cells before it are taken).
enum ButtonBadge {
    static let digits: [Character] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"]

    static func draw(_ button: RenderedButton, on canvas: inout Canvas) {
        let badge = String(button.number).compactMap { $0.wholeNumberValue.map { digits[$0] } }
        let frame = button.frame
        var x = frame.x - badge.count
        let before = (max(0, x)..<max(0, frame.x)).allSatisfy { canvas[$0, frame.y].isBlank }
        if x < 0 || !before { x = frame.x }
        var style = CellStyle.plain
        style.attributes = [.bold]
        style.foreground = .named(.yellow)
        for (offset, digit) in badge.enumerated() {
            canvas.put(digit, cellWidth: 1, x: x + offset, y: frame.y, style: style, clip: canvas.bounds)
        }
    }
}
