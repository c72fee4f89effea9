import CPNG

/// RGBA pixels to a PNG file with libpng's simplified writer: for the
/// benchmark's avatar and for tests that need an image of a given size.
public enum PNGEncoding {
    public static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8]? {
        guard width > 0, height > 0, rgba.count == width * height * 4 else { return nil }
        var image = png_image()
        image.version = cpng_image_version()
        image.width = png_uint_32(width)
        image.height = png_uint_32(height)
        image.format = cpng_format_rgba()
        var size: png_alloc_size_t = 0
        let measured = rgba.withUnsafeBytes { pixels in
            png_image_write_to_memory(&image, nil, &size, 0, pixels.baseAddress, png_int_32(width * 4), nil)
        }
        guard measured != 0, size > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: Int(size))
        let written = out.withUnsafeMutableBytes { buffer in
            rgba.withUnsafeBytes { pixels in
                png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, pixels.baseAddress, png_int_32(width * 4), nil)
            }
        }
        png_image_free(&image)
        guard written != 0 else { return nil }
        return Array(out.prefix(Int(size)))
    }
}
