import WidgetRender

/// Bytes from a file or the network to pixels: PNG and JPEG (the operating
/// system's libpng and libjpeg-turbo), within limits checked before any
/// pixel memory is allocated. GIF, WebP, HEIC, AVIF, BMP and SVG are named
/// as unsupported; anything else is not an image.
public enum ImageDecoder {
    /// Decodes without the cache.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws(ImageProblem) -> PixelImage {
        guard bytes.count <= limits.maxBytes else {
            throw ImageProblem("the image is \(bytes.count) bytes, more than the limit of \(limits.maxBytes)")
        }
        let result = bytes.withUnsafeBytes { raw -> Result<(width: Int, height: Int, rgba: [UInt8]), ImageProblem> in
            guard let format = ImageFormat.sniff(raw) else {
                return .failure(ImageProblem(raw.isEmpty ? "the image is empty" : "not an image (PNG or JPEG)"))
            }
            do throws(ImageProblem) {
                switch format {
                case .png: return .success(try PNGDecoding.decode(raw, limits: limits))
                case .jpeg: return .success(try JPEGDecoding.decode(raw, limits: limits))
                default:
                    throw ImageProblem("unsupported image format (\(format.rawValue)); PNG and JPEG are drawn", unsupported: true)
                }
            } catch {
                return .failure(error)
            }
        }
        let decoded = try result.get()
        return PixelImage(width: decoded.width, height: decoded.height, rgba: decoded.rgba, contentHash: ContentHash.of(bytes))
    }

    /// The size from the header, before the pixels are allocated.
    static func checkSize(width: Int, height: Int, limits: ImageLimits) throws(ImageProblem) {
        guard width > 0, height > 0 else { throw ImageProblem("the image is \(width)×\(height) pixels") }
        guard width <= limits.maxPixels / height else {
            throw ImageProblem("the image is \(width)×\(height) pixels, more than the limit of \(limits.maxPixels / 1_000_000) megapixels")
        }
    }

    /// A library's message as one line of visible text.
    static func clean(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F || ($0.value >= 0x80 && $0.value < 0xA0) ? " " : Character($0) }
            .prefix(200))
    }
}

/// A 64-bit hash of bytes, eight at a time (the key of the image cache).
public enum ContentHash {
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            var i = 0
            while i + 8 <= raw.count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                hash = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash >> 29
                i += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while i < raw.count {
                tail |= UInt64(raw[i]) << shift
                shift += 8
                i += 1
            }
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
            hash ^= hash >> 33
        }
        return hash
    }
}
