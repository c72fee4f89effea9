/// An image view's pixels and how it is sized: SwiftUI's `Image` with
/// `.resizable()`, `.scaledToFit()`, `.scaledToFill()` and `.aspectRatio(_:contentMode:)`.
public struct Picture: Sendable, Hashable {
    /// Nil when the image could not be read: the placeholder box is drawn.
    public var image: PixelImage?
    public var resizable: Bool
    public var contentMode: ContentMode?
    /// Width over height, when `.aspectRatio(_:)` gives one; else the image's own.
    public var aspectRatio: Double?
    /// What `--json` shows for it: the asset name or the source.
    public var name: String?
    /// Why there are no pixels, and where the image is in the widget file.
    public var note: PictureNote?

    public init(image: PixelImage?, resizable: Bool = false, contentMode: ContentMode? = nil,
                aspectRatio: Double? = nil, name: String? = nil, note: PictureNote? = nil) {
        self.image = image
        self.resizable = resizable
        self.contentMode = contentMode
        self.aspectRatio = aspectRatio
        self.name = name
        self.note = note
    }

    /// Columns per row the image keeps: a cell is one pixel wide and two high
    /// (8 × 16 points), so a square image is twice as many columns as rows.
    var cellAspect: Double? {
        if let aspectRatio, aspectRatio.isFinite, aspectRatio > 0 { return aspectRatio * 2 }
        guard let image else { return nil }
        return Double(image.width) / Double(image.height) * 2
    }
}

/// `.fit` or `.fill`, as in `.aspectRatio(contentMode: .fill)`.
public enum ContentMode: String, Sendable, Hashable, Codable {
    case fit, fill
}

/// An image after layout, for a terminal that can show it at full
/// resolution (the kitty graphics protocol): the cells it covers, the part
/// of the source shown, and the cells' clip.
public struct PlacedImage: Sendable, Hashable {
    public var image: PixelImage
    public var frame: CellRect
    /// The visible cells (the frame clipped).
    public var visible: CellRect
    /// The source rectangle drawn into `frame`, in source pixels.
    public var sourceX: Int
    public var sourceY: Int
    public var sourceWidth: Int
    public var sourceHeight: Int
}

/// A problem with an image (malformed, too large, unsupported, missing), at
/// a place in the widget file: 1-based line and column and byte offset of
/// its start and end. The renderer draws the box; the runtime reports it.
public struct PictureNote: Sendable, Hashable {
    public var message: String
    public var start: [Int]
    public var end: [Int]

    public init(_ message: String, start: [Int], end: [Int]) {
        self.message = message
        self.start = start
        self.end = end
    }
}

extension ViewNode {
    /// The notes of every image in the tree, in reading order (at most 16).
    public var pictureNotes: [PictureNote] {
        var notes: [PictureNote] = []
        func visit(_ node: ViewNode) {
            guard notes.count < 16 else { return }
            if case .picture(let picture) = node.kind, let note = picture.note, !notes.contains(note) { notes.append(note) }
            node.visitChildren(visit)
        }
        visit(self)
        return notes
    }
}
