import Foundation
import WidgetImages
import WidgetRender
import WidgetSources

/// An image a widget has as a value: the bytes it came from (kept, so a
/// cached timeline can store it) and their pixels, or why there are none.
/// Decoding goes through `ImageCache.shared`, so the same bytes — a redraw,
/// the timeline read back from the store, the same avatar fetched again —
/// are decoded once per process.
public final class LoadedImage: Sendable, Hashable {
    public let bytes: [UInt8]
    public let pixels: PixelImage?
    public let problem: ImageProblem?
    /// Where the bytes came from: a URL, a file, "data".
    public let origin: String

    public init(bytes: [UInt8], origin: String, cache: ImageCache = .shared) {
        self.bytes = bytes
        self.origin = origin
        do {
            pixels = try cache.image(bytes)
            problem = nil
        } catch {
            pixels = nil
            problem = error
        }
    }

    public static func == (a: LoadedImage, b: LoadedImage) -> Bool { a === b || a.bytes == b.bytes }
    public func hash(into hasher: inout Hasher) { hasher.combine(ContentHash.of(bytes)) }
}

/// `$image` in stored values (cached timelines): a symbol name, or the bytes as base64.
enum ImageCodec {
    static func encode(_ image: ImageValue) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("$image", .string(image.systemName ?? "")), ("bytes", .int(image.byteCount))]
        if let loaded = image.loaded {
            pairs.append(("base64", .string(Data(loaded.bytes).base64EncodedString())))
            pairs.append(("origin", .string(loaded.origin)))
        }
        return .pairs(pairs)
    }

    static func decode(_ json: JSONValue) -> Value {
        let name = json["$image"]?.string ?? ""
        var image = ImageValue(systemName: name.isEmpty ? nil : name, byteCount: json["bytes"]?.int ?? 0)
        if let text = json["base64"]?.string, let data = Data(base64Encoded: text) {
            image.loaded = LoadedImage(bytes: [UInt8](data), origin: json["origin"]?.string ?? "data")
        }
        return .image(image)
    }
}
