import Testing
import WidgetRender
@testable import WidgetHost

/// The kitty graphics protocol: detection, images sent once as PNG, placed
/// over the cells of their half-block picture, placed again only on change.
@Suite struct KittyGraphicsTests {
    static func picture(hash: UInt64 = 9) -> PixelImage {
        PixelImage(width: 4, height: 4, rgba: Array(repeating: 200, count: 64), contentHash: hash)
    }

    static func placed(_ image: PixelImage, x: Int = 0, y: Int = 0) -> [PlacedImage] {
        let node = ViewNode.picture(image, resizable: true).frame(width: 16, height: 32)
        let result = WidgetRenderer.render(node, width: 2, height: 2, options: RenderOptions(colorMode: .trueColor))
        return result.images.map { $0.moved(x: x, y: y, within: CellRect(x: 0, y: 0, width: 80, height: 24)) }
    }

    @Test func detectionFromTheEnvironment() {
        #expect(KittyGraphics.isSupported(environment: ["TERM": "xterm-kitty"]))
        #expect(KittyGraphics.isSupported(environment: ["KITTY_WINDOW_ID": "3", "TERM": "xterm-256color"]))
        #expect(!KittyGraphics.isSupported(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]))
        #expect(!KittyGraphics.isSupported(environment: ["KITTY_WINDOW_ID": ""]))
    }

    @Test func anImageIsSentOnceAndPlacedOverItsCells() {
        let kitty = KittyGraphics()
        let images = Self.placed(Self.picture(), x: 10, y: 5)
        #expect(images.count == 1 && images[0].frame == CellRect(x: 10, y: 5, width: 2, height: 2))
        let first = kitty.update(images)
        #expect(first.hasPrefix("\u{1B}_Ga=d,d=a,q=2\u{1B}\\"))
        #expect(first.contains("\u{1B}_Ga=t,f=100,i=1,q=2,m=0;iVBORw0KGgo"), "a PNG, base64")
        #expect(first.contains("\u{1B}[6;11H\u{1B}_Ga=p,i=1,c=2,r=2,x=0,y=0,w=4,h=4,C=1,q=2\u{1B}\\"))
        // The same screen: nothing to send.
        #expect(kitty.update(images) == "")
        // Moved: placed again, not sent again.
        let moved = kitty.update(Self.placed(Self.picture(), x: 0, y: 0))
        #expect(!moved.contains("a=t"))
        #expect(moved.contains("\u{1B}[1;1H\u{1B}_Ga=p,i=1,"))
        // Gone: every placement deleted.
        #expect(kitty.update([]) == "\u{1B}_Ga=d,d=a,q=2\u{1B}\\")
    }

    @Test func anImageCutByTheWindowKeepsItsHalfBlocksOnly() {
        let kitty = KittyGraphics()
        let cut = Self.placed(Self.picture()).map { $0.moved(x: 79, y: 0, within: CellRect(x: 0, y: 0, width: 80, height: 24)) }
        #expect(cut[0].visible.width == 1)
        #expect(!kitty.update(cut).contains("a=p"))
    }

    @Test func base64MatchesTheStandard() {
        #expect(Base64.encode(Array("Man".utf8)) == "TWFu")
        #expect(Base64.encode(Array("Ma".utf8)) == "TWE=")
        #expect(Base64.encode(Array("M".utf8)) == "TQ==")
        #expect(Base64.encode([]) == "")
    }
}
