// libFuzzer target for image decoding: the input bytes are a file or a
// response body for `ImageDecoder` (libpng's simplified API, libjpeg),
// and a decoded image is drawn the ways a widget draws one (stretched,
// fitted, filled, in a circle; 24-bit, 256 and 16 colours). Built and run by
// `fuzz/run.sh --target image`.
//
// Besides crashes (traps, ASan reports) it aborts when a decoded image is
// larger than the limits allow or its pixel buffer has the wrong size, a
// problem has no message, the drawing leaves the canvas, or one input takes
// longer than `slowLimit` seconds (libFuzzer's -timeout catches real hangs).
import Glibc
import WidgetImages
import WidgetRender

let slowLimit = 2.0
let limits = ImageLimits.standard

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let start = seconds()
    let image: PixelImage
    do {
        image = try ImageDecoder.decode(bytes, limits: limits)
    } catch {
        if error.message.isEmpty { fuzzFailure("image", "a problem without a message") }
        if error.message.unicodeScalars.contains(where: { $0.value < 0x20 }) { fuzzFailure("image", "a control character in '\(error.message)'") }
        check(start)
        return 0
    }
    guard image.width > 0, image.height > 0, image.width <= limits.maxPixels / image.height else {
        fuzzFailure("image", "decoded \(image.width)×\(image.height), beyond the limit")
    }
    guard image.rgba.count == image.width * image.height * 4 else {
        fuzzFailure("image", "\(image.rgba.count) bytes of pixels for \(image.width)×\(image.height)")
    }
    let views: [ViewNode] = [
        .picture(image, resizable: true),
        ViewNode.picture(image, resizable: true, contentMode: .fit).frame(width: 48, height: 48).clipShape(.circle),
        ViewNode.picture(image, resizable: true, contentMode: .fill).frame(width: 40, height: 24).clipShape(.roundedRectangle(cornerRadius: 8)),
        .picture(image),
    ]
    for (index, view) in views.enumerated() {
        let mode: ColorMode = [.trueColor, .ansi256, .ansi16, .trueColor][index]
        let result = WidgetRenderer.render(view, width: 7, height: 3, options: RenderOptions(colorMode: mode))
        if result.canvas.width != 7 || result.canvas.height != 3 { fuzzFailure("image", "the canvas changed size") }
        for placed in result.images where placed.visible.x < 0 || placed.visible.maxX > 7 || placed.visible.y < 0 || placed.visible.maxY > 3 {
            fuzzFailure("image", "an image drawn outside the canvas at \(placed.visible)")
        }
    }
    check(start)
    return 0
}

func check(_ start: Double) {
    let elapsed = seconds() - start
    if elapsed > slowLimit { fuzzFailure("image", "one input took \(elapsed) s") }
}
