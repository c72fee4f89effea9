import CPNG

/// PNG through libpng's simplified API (`png_image_*`), which catches
/// libpng's own errors inside the library and reports them in the
/// `png_image` (`warning_or_error`, `message`): nothing unwinds through Swift.
enum PNGDecoding {
    static func decode(_ bytes: UnsafeRawBufferPointer, limits: ImageLimits) throws(ImageProblem) -> (width: Int, height: Int, rgba: [UInt8]) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { throw ImageProblem("the PNG is empty") }
        var image = png_image()
        image.version = cpng_image_version()
        guard png_image_begin_read_from_memory(&image, base, bytes.count) != 0 else {
            throw ImageProblem("malformed PNG: \(message(&image))")
        }
        defer { png_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        try ImageDecoder.checkSize(width: width, height: height, limits: limits)
        image.format = cpng_format_rgba()
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes { out in
            png_image_finish_read(&image, nil, out.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0, cpng_image_failed(&image) == 0 else {
            throw ImageProblem("malformed PNG: \(message(&image))")
        }
        return (width, height, pixels)
    }

    /// libpng's message (64 bytes, NUL-terminated), shown safely.
    static func message(_ image: inout png_image) -> String {
        let text = withUnsafeBytes(of: &image.message) { raw -> String in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
        return ImageDecoder.clean(text.isEmpty ? "unknown error" : text)
    }
}
