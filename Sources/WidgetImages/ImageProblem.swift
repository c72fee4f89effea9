/// Why bytes did not become an image: a message for the widget's author
/// (the caller adds where the bytes came from and the location).
public struct ImageProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    /// True for GIF, WebP, HEIC, BMP, SVG: a real image this renderer does not decode.
    public var isUnsupportedFormat: Bool

    public init(_ message: String, unsupported: Bool = false) {
        self.message = message
        self.isUnsupportedFormat = unsupported
    }

    public var description: String { message }
}

/// What decoding allows, checked before anything is allocated for the pixels.
public struct ImageLimits: Sendable, Hashable {
    /// Encoded bytes.
    public var maxBytes: Int
    /// Decoded pixels (width × height), read from the header.
    public var maxPixels: Int

    public init(maxBytes: Int = 16 << 20, maxPixels: Int = 40_000_000) {
        self.maxBytes = maxBytes
        self.maxPixels = maxPixels
    }

    public static let standard = ImageLimits()
}
