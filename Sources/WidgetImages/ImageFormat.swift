/// An image format, told by its first bytes.
public enum ImageFormat: String, Sendable, Hashable {
    case png = "PNG", jpeg = "JPEG", gif = "GIF", webp = "WebP", heic = "HEIC", avif = "AVIF", bmp = "BMP", svg = "SVG"

    public static func sniff(_ bytes: UnsafeRawBufferPointer) -> ImageFormat? {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            guard bytes.count >= offset + prefix.count else { return false }
            for (i, byte) in prefix.enumerated() where bytes[offset + i] != byte { return false }
            return true
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("GIF8".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
        if starts(Array("ftyp".utf8), at: 4) {
            if starts(Array("avif".utf8), at: 8) || starts(Array("avis".utf8), at: 8) { return .avif }
            for brand in ["heic", "heix", "hevc", "mif1", "msf1"] where starts(Array(brand.utf8), at: 8) { return .heic }
        }
        if starts(Array("BM".utf8)) { return .bmp }
        var text: [UInt8] = []
        for byte in bytes.prefix(256) where byte > 0x20 { text.append(byte) }
        if text.starts(with: Array("<svg".utf8)) || (text.starts(with: Array("<?xml".utf8)) && contains(Array("<svg".utf8), in: text)) {
            return .svg
        }
        return nil
    }

    private static func contains(_ needle: [UInt8], in text: [UInt8]) -> Bool {
        guard text.count >= needle.count else { return false }
        for start in 0...(text.count - needle.count) where Array(text[start..<start + needle.count]) == needle { return true }
        return false
    }
}
