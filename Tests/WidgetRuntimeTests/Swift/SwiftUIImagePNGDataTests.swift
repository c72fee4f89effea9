import Foundation
import Testing
import WidgetImages
@testable import WidgetRuntime
import WidgetTestSupport

/// `image.pngData()`: a PNG's own bytes; a JPEG's pixels written as a PNG, which decodes to the same size; nil for a
/// symbol, which has no pixels here.
@Suite struct SwiftUIImagePNGDataTests {
    static func program(_ base64: String) -> String {
        """
        import UIKit

        func run() {
            guard let data = Data(base64Encoded: "\(base64)"), let image = UIImage(data: data) else { print("no image"); return }
            guard let png = image.pngData() else { print("no png"); return }
            print(png.count == data.count && png == data, Array(png.prefix(4)))
            if let again = UIImage(data: png) { print(again.size.width, again.size.height) }
            print(UIImage(systemName: "star")?.pngData() == nil)
        }
        """
    }

    @Test func aPNGsBytesAreItsOwn() throws {
        let rgba = [UInt8](repeating: 200, count: 3 * 2 * 4)
        let png = try #require(PNGEncoding.encode(width: 3, height: 2, rgba: rgba))
        let outcome = SwiftProgram.run(source: Self.program(Data(png).base64EncodedString()), fileName: "png.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "true [137, 80, 78, 71]\n3.0 2.0\ntrue\n", "\(outcome.output)")
    }

    @Test func aJPEGsPixelsAreWrittenAsAPNG() throws {
        let jpeg = try Data(contentsOf: PackagePaths.root.appendingPathComponent("Tests/widgetryTests/Fixtures/images/gradient.jpg"))
        let decoded = try #require(LoadedImage(bytes: [UInt8](jpeg), origin: "test").pixels)
        let outcome = SwiftProgram.run(source: Self.program(jpeg.base64EncodedString()), fileName: "jpeg.swift")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "false [137, 80, 78, 71]\n\(Double(decoded.width)) \(Double(decoded.height))\ntrue\n", "\(outcome.output)")
    }
}
