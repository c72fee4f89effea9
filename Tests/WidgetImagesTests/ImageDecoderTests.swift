import Foundation
import Testing
import WidgetImages
import WidgetRender
import WidgetTestSupport

/// PNG and JPEG decoding with the system libraries, on the generated test
/// images (scripts/make-test-images.py): sizes, pixels, alpha, the limits,
/// malformed and unsupported files.
@Suite struct ImageDecoderTests {
    static func bytes(_ name: String) -> [UInt8] {
        (try? [UInt8](Data(contentsOf: URL(fileURLWithPath: PackagePaths.path("Tests/widgetryTests/Fixtures/images/\(name)"))))) ?? []
    }

    static func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * image.width + x) * 4
        return image.rgba[i..<i + 4].map(Int.init)
    }

    @Test func aPNGGradientDecodesToItsPixels() throws {
        let image = try ImageDecoder.decode(Self.bytes("gradient.png"))
        #expect(image.width == 16 && image.height == 16)
        #expect(Self.pixel(image, 0, 0) == [0, 0, 128, 255])
        #expect(Self.pixel(image, 15, 0) == [255, 0, 128, 255])
        #expect(Self.pixel(image, 3, 7) == [51, 119, 128, 255])
    }

    @Test func aGreyPNGBecomesRGBA() throws {
        let image = try ImageDecoder.decode(Self.bytes("checker.png"))
        #expect(image.width == 8 && image.height == 8)
        #expect(Self.pixel(image, 0, 0) == [0, 0, 0, 255])
        #expect(Self.pixel(image, 1, 0) == [255, 255, 255, 255])
    }

    @Test func transparencyIsKept() throws {
        let image = try ImageDecoder.decode(Self.bytes("disc.png"))
        #expect(image.width == 33 && image.height == 17)
        #expect(Self.pixel(image, 16, 8) == [255, 140, 0, 255])
        #expect(Self.pixel(image, 0, 0)[3] == 0)
    }

    @Test func aJPEGDecodesThroughLibjpeg() throws {
        let image = try ImageDecoder.decode(Self.bytes("odd.jpg"))
        #expect(image.width == 33 && image.height == 17)
        let left = Self.pixel(image, 0, 8), right = Self.pixel(image, 32, 8)
        #expect(left[2] > 200 && left[0] < 40, "blue on the left: \(left)")
        #expect(right[0] > 200 && right[2] < 40, "yellow on the right: \(right)")
        #expect(left[3] == 255)
    }

    @Test(arguments: [
        ("truncated.png", "malformed PNG: read beyond end of data"),
        ("corrupt.png", "malformed PNG: IDAT: invalid code lengths set"),
        ("truncated.jpg", "malformed JPEG: Premature end of JPEG file"),
        ("huge.png", "the image is 10000×10000 pixels, more than the limit of 40 megapixels"),
        ("anim.gif", "unsupported image format (GIF); PNG and JPEG are drawn"),
    ])
    func brokenAndUnsupportedImagesAreErrorsNotCrashes(_ name: String, _ message: String) {
        #expect(throws: ImageProblem.self) { try ImageDecoder.decode(Self.bytes(name)) }
        do {
            _ = try ImageDecoder.decode(Self.bytes(name))
        } catch {
            #expect(error.message == message)
            #expect(error.isUnsupportedFormat == (name == "anim.gif"))
        }
    }

    @Test func everyPrefixOfAPNGAndAJPEGIsAnErrorOrAnImage() {
        for name in ["gradient.png", "gradient.jpg", "disc.png"] {
            let whole = Self.bytes(name)
            for length in 0..<whole.count {
                do {
                    let image = try ImageDecoder.decode(Array(whole.prefix(length)))
                    #expect(image.width > 0)
                } catch {
                    #expect(!error.message.isEmpty)
                }
            }
        }
    }

    @Test func theLimitsAreCheckedBeforeDecoding() {
        let small = ImageLimits(maxBytes: 100, maxPixels: 40_000_000)
        #expect(throws: ImageProblem("the image is 462 bytes, more than the limit of 100")) {
            try ImageDecoder.decode(Self.bytes("gradient.png"), limits: small)
        }
        let few = ImageLimits(maxBytes: 16 << 20, maxPixels: 100)
        #expect(throws: ImageProblem("the image is 33×17 pixels, more than the limit of 0 megapixels")) {
            try ImageDecoder.decode(Self.bytes("odd.jpg"), limits: few)
        }
        #expect(throws: ImageProblem("not an image (PNG or JPEG)")) { try ImageDecoder.decode(Array("hello".utf8)) }
        #expect(throws: ImageProblem("the image is empty")) { try ImageDecoder.decode([]) }
    }

    @Test func theCacheDecodesTheSameBytesOnce() throws {
        let cache = ImageCache()
        let first = try cache.image(Self.bytes("gradient.png"))
        let second = try cache.image(Self.bytes("gradient.png"))
        #expect(first === second)
        #expect(cache.decodes == 1)
        #expect(throws: ImageProblem.self) { try cache.image(Self.bytes("corrupt.png")) }
        #expect(throws: ImageProblem.self) { try cache.image(Self.bytes("corrupt.png")) }
        #expect(cache.decodes == 2)
    }

    @Test func theCacheIsBounded() throws {
        let cache = ImageCache(maxEntries: 2)
        for name in ["gradient.png", "disc.png", "checker.png", "gradient.png"] { _ = try cache.image(Self.bytes(name)) }
        #expect(cache.decodes == 4)
    }
}
