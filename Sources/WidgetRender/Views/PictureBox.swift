/// An image with pixels: each cell shows two of them, `▀` in the top one's
/// colour over the bottom one's, alpha-blended over the background already
/// in the cell. Without colour (`--plain`, `NO_COLOR`), or when the image
/// could not be read, it is the shaded placeholder box.
final class PictureBox: LayoutBox {
    let picture: Picture
    let natural: CellSize
    let placeholder: ImageDataBox

    init(_ picture: Picture, environment: LayoutEnvironment) {
        self.picture = picture
        if let image = picture.image {
            natural = CellSize(width: max(1, PointScale.columns(Double(image.width))),
                               height: max(1, PointScale.rows(Double(image.height))))
        } else {
            natural = CellSize(width: 6, height: 3)
        }
        placeholder = ImageDataBox(width: nil, height: nil, environment: environment)
    }

    override var kindName: String { "image" }
    override var recordDetail: String? { picture.name }

    override func computeSize(_ proposal: ProposedSize) -> CellSize {
        guard picture.resizable else { return natural }
        func given(_ value: Int?) -> Int? {
            guard let value, value < ProposedSize.infinity else { return nil }
            return max(0, value)
        }
        let width = given(proposal.width), height = given(proposal.height)
        guard picture.contentMode != nil, let aspect = picture.cellAspect else {
            return CellSize(width: width ?? natural.width, height: height ?? natural.height)
        }
        func rows(for columns: Int) -> Int { max(1, Int((Double(columns) / aspect).rounded())) }
        func columns(for rows: Int) -> Int { max(1, Int((Double(rows) * aspect).rounded())) }
        switch (width, height) {
        case let (w?, h?):
            if picture.contentMode == .fill { return CellSize(width: w, height: h) }
            return Double(w) / Double(max(1, h)) > aspect ? CellSize(width: min(w, columns(for: h)), height: h)
                                                          : CellSize(width: w, height: min(h, rows(for: w)))
        case let (w?, nil): return CellSize(width: w, height: rows(for: w))
        case let (nil, h?): return CellSize(width: columns(for: h), height: h)
        case (nil, nil): return natural
        }
    }

    override func draw(in rect: CellRect, _ context: inout DrawContext) {
        guard rect.width > 0, rect.height > 0 else { return }
        guard context.drawsPixels, let image = picture.image else {
            placeholder.draw(in: rect, &context)
            return
        }
        // At most the canvas: a huge frame must not make a huge scaled copy.
        let visible = rect.intersection(context.clip).intersection(context.canvas.bounds)
        guard visible.width > 0, visible.height > 0,
              rect.width <= 4 * context.canvas.width + 64, rect.height <= 4 * context.canvas.height + 64 else { return }
        let key = sourceKey(image, width: rect.width, height: rect.height * 2)
        context.images.append(PlacedImage(image: image, frame: rect, visible: visible,
                                          sourceX: Int(key.sourceX), sourceY: Int(key.sourceY),
                                          sourceWidth: Int(key.sourceWidth.rounded()), sourceHeight: Int(key.sourceHeight.rounded())))
        let pixels = image.scaled(key)
        let mask = context.shape
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                var top = pixels.pixel(x - rect.x, (y - rect.y) * 2)
                var bottom = pixels.pixel(x - rect.x, (y - rect.y) * 2 + 1)
                if let mask {
                    if !mask.contains(column: x, halfRow: y * 2) { top = (0, 0, 0, 0) }
                    if !mask.contains(column: x, halfRow: y * 2 + 1) { bottom = (0, 0, 0, 0) }
                }
                if top.a == 0 && bottom.a == 0 { continue }
                let under = context.canvas[x, y].style.background?.rgb
                var style = CellStyle.plain
                if context.link != 0 { style.link = context.link }
                let glyph: Unicode.Scalar
                if under == nil && top.a == 0 {
                    glyph = "▄"
                    style.foreground = PictureBox.blend(bottom, over: nil)
                } else if under == nil && bottom.a == 0 {
                    glyph = "▀"
                    style.foreground = PictureBox.blend(top, over: nil)
                } else {
                    glyph = "▀"
                    style.foreground = PictureBox.blend(top, over: under)
                    style.background = PictureBox.blend(bottom, over: under)
                }
                context.canvas.put(content: glyph.value, cellWidth: 1, x: x, y: y, style: style, clip: context.clip)
            }
        }
    }

    /// The source rectangle: the whole image, or its middle for `.fill`
    /// (cut to the target's shape).
    func sourceKey(_ image: PixelImage, width: Int, height: Int) -> ScaleKey {
        var sx = 0.0, sy = 0.0, sw = Double(image.width), sh = Double(image.height)
        if picture.contentMode == .fill, width > 0, height > 0 {
            let target = Double(width) / Double(height)
            if sw / sh > target {
                let cut = sh * target
                sx = (sw - cut) / 2
                sw = cut
            } else {
                let cut = sw / target
                sy = (sh - cut) / 2
                sh = cut
            }
        }
        return ScaleKey(width: width, height: height, sourceX: sx, sourceY: sy, sourceWidth: sw, sourceHeight: sh)
    }

    /// A premultiplied pixel over a colour (black when the cell has none).
    static func blend(_ p: (r: Int, g: Int, b: Int, a: Int), over under: (UInt8, UInt8, UInt8)?) -> CellColor {
        let (ur, ug, ub) = under ?? (0, 0, 0)
        let rest = 255 - p.a
        func mix(_ c: Int, _ u: UInt8) -> UInt8 { UInt8(min(255, max(0, c + (Int(u) * rest + 127) / 255))) }
        return .rgb(mix(p.r, ur), mix(p.g, ug), mix(p.b, ub))
    }
}

/// `.clipShape(Circle())` and friends, for pixels: the shape inside its
/// frame, in units of one column across and half a row down (8 points each,
/// so a circle is round).
struct ShapeMask {
    var shape: ClipShape
    var frame: CellRect

    func contains(column: Int, halfRow: Int) -> Bool {
        let x = Double(column) + 0.5, y = Double(halfRow) + 0.5
        let x0 = Double(frame.x), y0 = Double(frame.y * 2)
        let w = Double(frame.width), h = Double(frame.height * 2)
        guard x >= x0, x <= x0 + w, y >= y0, y <= y0 + h else { return false }
        let radius: Double
        switch shape {
        case .rectangle: return true
        case .circle:
            let r = min(w, h) / 2, dx = x - (x0 + w / 2), dy = y - (y0 + h / 2)
            return dx * dx + dy * dy <= r * r
        case .ellipse:
            let dx = (x - (x0 + w / 2)) / (w / 2), dy = (y - (y0 + h / 2)) / (h / 2)
            return dx * dx + dy * dy <= 1
        case .capsule: radius = min(w, h) / 2
        case .roundedRectangle(let cornerRadius):
            radius = min(min(w, h) / 2, max(0, cornerRadius.isFinite ? cornerRadius / PointScale.pointsPerColumn : 0))
        }
        let cx = min(max(x, x0 + radius), x0 + w - radius)
        let cy = min(max(y, y0 + radius), y0 + h - radius)
        let dx = x - cx, dy = y - cy
        return dx * dx + dy * dy <= radius * radius
    }
}
