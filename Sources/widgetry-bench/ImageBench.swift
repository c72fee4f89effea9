import Foundation
import WidgetImages
import WidgetRender

/// Images: a 460×460 PNG avatar (made here with libpng) decoded, scaled and
/// drawn into 6×3 cells from cold (no decoded image, no scaled copy), and
/// the same image drawn again with its scaled copy kept (a redraw).
enum ImageBench {
    static func run(_ report: BenchReport) {
        guard let png = avatar() else {
            report.note("image: could not make the test avatar")
            return
        }
        let options = RenderOptions(colorMode: .trueColor)
        func draw(_ image: PixelImage) -> Int {
            let node = ViewNode.picture(image, resizable: true).frame(width: 48, height: 48).clipShape(.circle)
            return WidgetRenderer.render(node, width: 6, height: 3, options: options).text.utf8.count
        }
        var sink = 0
        var cold: [Double] = []
        for _ in 0..<30 {
            let start = threadCPUSeconds()
            guard let image = try? ImageDecoder.decode(png) else {
                report.note("image: the avatar did not decode")
                return
            }
            sink &+= draw(image)
            cold.append((threadCPUSeconds() - start) * 1e3)
        }
        report.record("image_decode_draw_ms", median(cold))

        guard let image = try? ImageDecoder.decode(png) else { return }
        sink &+= draw(image)
        var cached: [Double] = []
        for _ in 0..<40 {
            let start = threadCPUSeconds()
            for _ in 0..<50 { sink &+= draw(image) }
            cached.append((threadCPUSeconds() - start) / 50 * 1e6)
        }
        report.record("image_draw_cached_us", median(cached))
        if sink == 0 { report.note("image: nothing was drawn") }
    }

    /// A photo-like 460×460 avatar: smooth colour with fine detail, so it compresses like one.
    static func avatar() -> [UInt8]? {
        let size = 460
        var rgba = [UInt8](repeating: 255, count: size * size * 4)
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D
        for y in 0..<size {
            for x in 0..<size {
                seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
                let noise = Int(seed % 24)
                let i = (y * size + x) * 4
                let fx = Double(x) / Double(size), fy = Double(y) / Double(size)
                rgba[i] = UInt8(min(255, Int(200 * fx) + noise))
                rgba[i + 1] = UInt8(min(255, Int(120 + 100 * sin(fx * 9 + fy * 5)) + noise))
                rgba[i + 2] = UInt8(min(255, Int(220 * fy) + noise))
            }
        }
        return PNGEncoding.encode(width: size, height: size, rgba: rgba)
    }
}
