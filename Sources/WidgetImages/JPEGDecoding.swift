import CJPEG

/// JPEG through libjpeg's classic API, wrapped by the package's small C target
/// `CJPEG`: libjpeg reports a fatal error by calling an `error_exit` that must
/// not return, and the C side catches it with `setjmp`/`longjmp` so that Swift
/// only ever sees a status and a message. Warnings stop decoding (a truncated
/// file is an error, not half a picture) and progressive files are limited to
/// 500 scans.
enum JPEGDecoding {
    static let maxScans: Int32 = 500

    static func decode(_ bytes: UnsafeRawBufferPointer, limits: ImageLimits) throws(ImageProblem) -> (width: Int, height: Int, rgba: [UInt8]) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count > 0 else {
            throw ImageProblem("the JPEG is empty")
        }
        var message = [CChar](repeating: 0, count: 256)
        var width: Int32 = 0, height: Int32 = 0
        let header = cjpeg_read_size(base, bytes.count, &width, &height, &message, message.count)
        guard header == 0 else { throw ImageProblem("malformed JPEG: \(text(message))") }
        try ImageDecoder.checkSize(width: Int(width), height: Int(height), limits: limits)
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = pixels.withUnsafeMutableBufferPointer { out in
            cjpeg_decode_rgba(base, bytes.count, out.baseAddress, width, height, maxScans, &message, message.count)
        }
        guard status == 0 else { throw ImageProblem("malformed JPEG: \(text(message))") }
        return (Int(width), Int(height), pixels)
    }

    static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? "unknown error" : ImageDecoder.clean(text)
    }
}
