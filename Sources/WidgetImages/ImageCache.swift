import Foundation
import WidgetRender

/// Decoded images by the hash of their bytes, so a redraw, a timeline
/// reloaded from the store or the same avatar fetched again is never decoded
/// twice in a process. Failures are kept too. Bounded: at most 64 images or
/// 128 MiB of pixels, the least recently used dropped first.
public final class ImageCache: @unchecked Sendable {
    public static let shared = ImageCache()

    private struct Key: Hashable {
        var hash: UInt64
        var count: Int
    }

    private let lock = NSLock()
    private var entries: [Key: (result: Result<PixelImage, ImageProblem>, used: Int)] = [:]
    private var clock = 0
    private var pixelBytes = 0
    public let maxEntries: Int
    public let maxPixelBytes: Int
    /// How many times bytes were decoded (for tests and the benchmark).
    public private(set) var decodes = 0

    public init(maxEntries: Int = 64, maxPixelBytes: Int = 128 << 20) {
        self.maxEntries = maxEntries
        self.maxPixelBytes = maxPixelBytes
    }

    public func image(_ bytes: [UInt8], limits: ImageLimits = .standard) throws(ImageProblem) -> PixelImage {
        guard bytes.count <= limits.maxBytes else {
            throw ImageProblem("the image is \(bytes.count) bytes, more than the limit of \(limits.maxBytes)")
        }
        let key = Key(hash: ContentHash.of(bytes), count: bytes.count)
        lock.lock()
        clock += 1
        if let found = entries[key] {
            entries[key]?.used = clock
            lock.unlock()
            return try found.result.get()
        }
        decodes += 1
        lock.unlock()
        let result: Result<PixelImage, ImageProblem>
        do {
            result = .success(try ImageDecoder.decode(bytes, limits: limits))
        } catch {
            result = .failure(error)
        }
        lock.lock()
        store(key, result)
        lock.unlock()
        return try result.get()
    }

    public func removeAll() {
        lock.lock()
        entries = [:]
        pixelBytes = 0
        lock.unlock()
    }

    private func store(_ key: Key, _ result: Result<PixelImage, ImageProblem>) {
        let size = (try? result.get()).map { $0.rgba.count } ?? 0
        guard size <= maxPixelBytes else { return }
        while !entries.isEmpty && (entries.count >= maxEntries || pixelBytes + size > maxPixelBytes) {
            guard let oldest = entries.min(by: { $0.value.used < $1.value.used }) else { break }
            pixelBytes -= (try? oldest.value.result.get()).map { $0.rgba.count } ?? 0
            entries[oldest.key] = nil
        }
        entries[key] = (result, clock)
        pixelBytes += size
    }
}
