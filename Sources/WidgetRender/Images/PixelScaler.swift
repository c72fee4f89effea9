/// Area-averaging scaling: each target pixel is the average of the source
/// area it covers, partly covered source pixels counted by the part covered.
/// Colours are averaged premultiplied by alpha, so a transparent pixel's
/// colour does not bleed into its neighbours. Done in two passes (rows, then
/// columns), so the work is proportional to the source area it reads.
enum PixelScaler {
    /// For one axis: for each target pixel, the source pixels it covers and how much of each.
    struct Weights {
        var first: [Int] = []
        var weights: [[Float]] = []
    }

    static func weights(target: Int, start: Double, length: Double, limit: Int) -> Weights {
        var result = Weights()
        result.first.reserveCapacity(target)
        result.weights.reserveCapacity(target)
        let step = length / Double(max(1, target))
        for t in 0..<max(0, target) {
            let a = start + Double(t) * step, b = a + step
            var lo = Int(a.rounded(.down)), hi = Int(b.rounded(.up))
            lo = min(max(0, lo), limit - 1)
            hi = min(max(lo + 1, hi), limit)
            var row: [Float] = []
            row.reserveCapacity(hi - lo)
            var total: Float = 0
            for s in lo..<hi {
                let cover = Float(max(0, min(b, Double(s + 1)) - max(a, Double(s))))
                row.append(cover)
                total += cover
            }
            // A target pixel narrower than the gap between samples (enlarging): the nearest pixel.
            if total <= 0 { row = [Float](repeating: 0, count: hi - lo); row[0] = 1; total = 1 }
            result.first.append(lo)
            result.weights.append(row.map { $0 / total })
        }
        return result
    }

    static func scale(_ image: PixelImage, _ key: ScaleKey) -> ScaledPixels {
        let tw = max(0, key.width), th = max(0, key.height)
        guard tw > 0, th > 0 else { return ScaledPixels(width: 0, height: 0, rgba: []) }
        let columns = weights(target: tw, start: key.sourceX, length: key.sourceWidth, limit: image.width)
        let rows = weights(target: th, start: key.sourceY, length: key.sourceHeight, limit: image.height)
        let firstRow = rows.first.first ?? 0
        let lastRow = zip(rows.first, rows.weights).map { $0 + $1.count }.max() ?? 0
        // Pass 1: every source row that is read, scaled across (premultiplied).
        let w = image.width
        var across = [Float](repeating: 0, count: max(0, lastRow - firstRow) * tw * 4)
        image.rgba.withUnsafeBufferPointer { source in
            across.withUnsafeMutableBufferPointer { out in
                for y in firstRow..<lastRow {
                    let rowBase = y * w * 4
                    let outBase = (y - firstRow) * tw * 4
                    for t in 0..<tw {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        let lo = columns.first[t]
                        for (k, weight) in columns.weights[t].enumerated() {
                            let i = rowBase + (lo + k) * 4
                            let alpha = Float(source[i + 3]) * weight
                            r += Float(source[i]) * alpha
                            g += Float(source[i + 1]) * alpha
                            b += Float(source[i + 2]) * alpha
                            a += alpha
                        }
                        let o = outBase + t * 4
                        out[o] = r / 255; out[o + 1] = g / 255; out[o + 2] = b / 255; out[o + 3] = a
                    }
                }
            }
        }
        // Pass 2: down each column.
        var pixels = [UInt8](repeating: 0, count: tw * th * 4)
        for t in 0..<th {
            let lo = rows.first[t]
            for x in 0..<tw {
                var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                for (k, weight) in rows.weights[t].enumerated() {
                    let i = ((lo + k - firstRow) * tw + x) * 4
                    r += across[i] * weight; g += across[i + 1] * weight
                    b += across[i + 2] * weight; a += across[i + 3] * weight
                }
                let o = (t * tw + x) * 4
                pixels[o] = channel(r); pixels[o + 1] = channel(g); pixels[o + 2] = channel(b); pixels[o + 3] = channel(a)
            }
        }
        return ScaledPixels(width: tw, height: th, rgba: pixels)
    }

    static func channel(_ value: Float) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8(min(255, max(0, value.rounded())))
    }
}
