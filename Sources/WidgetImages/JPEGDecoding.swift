import CJPEG

/// JPEG through libjpeg-turbo's TurboJPEG API: errors are return values with
/// `tjGetErrorStr2`. (The classic libjpeg API reports a fatal error by
/// calling `error_exit`, which must not return — a longjmp Swift cannot take.)
/// Warnings stop decoding (a truncated file is an error, not half a picture)
/// and progressive files are limited to 500 scans.
enum JPEGDecoding {
    static func decode(_ bytes: UnsafeRawBufferPointer, limits: ImageLimits) throws(ImageProblem) -> (width: Int, height: Int, rgba: [UInt8]) {
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), bytes.count > 0 else {
            throw ImageProblem("the JPEG is empty")
        }
        guard let handle = tjInitDecompress() else { throw ImageProblem("cannot start the JPEG decoder") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, base, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0 else {
            throw ImageProblem("malformed JPEG: \(message(handle))")
        }
        try ImageDecoder.checkSize(width: Int(width), height: Int(height), limits: limits)
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = pixels.withUnsafeMutableBufferPointer { out in
            tjDecompress2(handle, base, UInt(bytes.count), out.baseAddress, width, 0, height,
                          Int32(TJPF_RGBA.rawValue), cjpeg_flags())
        }
        guard status == 0 else { throw ImageProblem("malformed JPEG: \(message(handle))") }
        return (Int(width), Int(height), pixels)
    }

    static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "unknown error" }
        return ImageDecoder.clean(String(cString: text))
    }
}
