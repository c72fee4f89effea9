import Foundation

/// A decoded picture: `width` × `height` pixels, 8-bit RGBA (straight alpha),
/// rows top to bottom. Made by `WidgetImages` from PNG or JPEG bytes; the
/// renderer only reads it. Two images are equal when their source bytes had
/// the same content hash and size, so view trees compare cheaply.
///
/// Scaled copies are kept with the image (a few sizes, the newest first), so
/// redrawing the same image in the same cells scales it once.
public final class PixelImage: @unchecked Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public let rgba: [UInt8]
    /// A hash of the bytes the image was decoded from.
    public let contentHash: UInt64

    private let lock = NSLock()
    private var scaled: [(key: ScaleKey, pixels: ScaledPixels)] = []
    static let scaledKept = 4

    public init(width: Int, height: Int, rgba: [UInt8], contentHash: UInt64) {
        let valid = width > 0 && height > 0 && rgba.count == width * height * 4
        self.width = valid ? width : 1
        self.height = valid ? height : 1
        self.rgba = valid ? rgba : [0, 0, 0, 0]
        self.contentHash = contentHash
    }

    public static func == (a: PixelImage, b: PixelImage) -> Bool {
        a === b || (a.contentHash == b.contentHash && a.width == b.width && a.height == b.height)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(contentHash)
        hasher.combine(width)
        hasher.combine(height)
    }

    /// The image scaled (area-averaged) to `key`'s size, from the kept copies when there is one.
    func scaled(_ key: ScaleKey) -> ScaledPixels {
        lock.lock()
        if let index = scaled.firstIndex(where: { $0.key == key }) {
            let found = scaled[index].pixels
            lock.unlock()
            return found
        }
        lock.unlock()
        let made = PixelScaler.scale(self, key)
        lock.lock()
        scaled.insert((key, made), at: 0)
        if scaled.count > PixelImage.scaledKept { scaled.removeLast() }
        lock.unlock()
        return made
    }

    /// How many scaled copies are kept now (for tests).
    public var scaledCopies: Int {
        lock.lock()
        defer { lock.unlock() }
        return scaled.count
    }
}

/// What a scaled copy is: the target size in pixels and the part of the
/// source it shows (all of it, or the middle for `.scaledToFill()`).
struct ScaleKey: Hashable {
    var width: Int
    var height: Int
    /// The source rectangle, in source pixels.
    var sourceX: Double
    var sourceY: Double
    var sourceWidth: Double
    var sourceHeight: Double
}

/// Premultiplied RGBA, 0…255 per channel, `width * height * 4` values.
struct ScaledPixels {
    var width: Int
    var height: Int
    var rgba: [UInt8]

    /// One pixel's premultiplied colour and alpha (transparent outside).
    func pixel(_ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        guard x >= 0, x < width, y >= 0, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]), Int(rgba[i + 3]))
    }
}
