import WidgetImages
import WidgetRender

/// The kitty graphics protocol: on a terminal that speaks it, each image
/// drawn in half-block pixels is also sent at full resolution and placed
/// over the same cells. The half-block picture stays underneath (and is what
/// every other terminal, `--plain` aside, shows). Images are sent once (as
/// PNG, by content hash) and placed again only when the set of placements
/// changes. An image cut by the window or by a clip shape other than a
/// rectangle keeps its half-block picture only.
final class KittyGraphics {
    /// `TERM=xterm-kitty` or `KITTY_WINDOW_ID` set (kitty's own variables;
    /// terminals that copy the protocol, such as WezTerm and Ghostty, set
    /// `TERM_PROGRAM`, which is trusted for those two).
    static func isSupported(environment: [String: String]) -> Bool {
        if environment["TERM"] == "xterm-kitty" { return true }
        if let id = environment["KITTY_WINDOW_ID"], !id.isEmpty { return true }
        return ["WezTerm", "ghostty"].contains(environment["TERM_PROGRAM"] ?? "")
    }

    private var sent: [UInt64: Int] = [:]
    private var placed: [PlacedImage] = []
    private var nextID = 1
    /// Images above this many pixels are sent scaled down (the terminal scales them anyway).
    static let maxSentPixels = 1_000_000

    /// Forget what is on screen (after a full redraw, which clears it).
    func invalidate() { placed = [] }

    /// The escape sequences that bring the screen's images up to date, with
    /// `images` in screen cells (0-based).
    func update(_ images: [PlacedImage]) -> String {
        let shown = images.filter { $0.visible == $0.frame && $0.frame.width > 0 && $0.frame.height > 0 }
        guard shown != placed else { return "" }
        var out = "\u{1B}_Ga=d,d=a,q=2\u{1B}\\"  // delete every placement (the images stay loaded)
        for image in shown {
            guard let id = transmit(image.image, into: &out) else { continue }
            out += "\u{1B}7\u{1B}[\(image.frame.y + 1);\(image.frame.x + 1)H"
            out += "\u{1B}_Ga=p,i=\(id),c=\(image.frame.width),r=\(image.frame.height)"
            out += ",x=\(image.sourceX),y=\(image.sourceY),w=\(image.sourceWidth),h=\(image.sourceHeight),C=1,q=2\u{1B}\\\u{1B}8"
        }
        placed = shown
        return out
    }

    /// Sends an image once (PNG, base64 in chunks of 4096), giving its id.
    private func transmit(_ image: PixelImage, into out: inout String) -> Int? {
        if let id = sent[image.contentHash] { return id }
        guard image.width * image.height <= Self.maxSentPixels,
              let png = PNGEncoding.encode(width: image.width, height: image.height, rgba: image.rgba) else { return nil }
        let id = nextID
        nextID += 1
        let encoded = Array(Base64.encode(png).utf8)
        var offset = 0
        repeat {
            let end = min(encoded.count, offset + 4096)
            let more = end < encoded.count ? 1 : 0
            let chunk = String(decoding: encoded[offset..<end], as: UTF8.self)
            out += offset == 0 ? "\u{1B}_Ga=t,f=100,i=\(id),q=2,m=\(more);\(chunk)\u{1B}\\" : "\u{1B}_Gm=\(more);\(chunk)\u{1B}\\"
            offset = end
        } while offset < encoded.count
        sent[image.contentHash] = id
        return id
    }
}

/// Base64 without Foundation.
enum Base64 {
    static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i < bytes.count {
            let b0 = Int(bytes[i]), b1 = i + 1 < bytes.count ? Int(bytes[i + 1]) : 0, b2 = i + 2 < bytes.count ? Int(bytes[i + 2]) : 0
            out.append(alphabet[b0 >> 2])
            out.append(alphabet[((b0 & 3) << 4) | (b1 >> 4)])
            out.append(i + 1 < bytes.count ? alphabet[((b1 & 15) << 2) | (b2 >> 6)] : UInt8(ascii: "="))
            out.append(i + 2 < bytes.count ? alphabet[b2 & 63] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
