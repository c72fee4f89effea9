import Foundation
import Testing
import WidgetRuntime

/// Core Graphics' RGB colour spaces: a colour (sRGB here) read in sRGB keeps its components; in Display P3 and the
/// linear spaces they are the standard curves' and primaries' (values checked against the published conversions:
/// sRGB red is (0.9175, 0.2003, 0.1386) in Display P3, sRGB 0.5 is 0.2140 linear). A space Widgetry does not
/// convert to is a located error.
@Suite struct CoreGraphicsColorSpaceTests {
    @Test func aColourIsReadInTheRGBSpaces() {
        let source = """
        import SwiftUI

        func channels(_ color: CGColor?) -> String {
            (color?.components ?? []).map { String(format: "%.4f", $0) }.joined(separator: " ")
        }

        func run() {
            let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
            let srgb = CGColorSpace(name: CGColorSpace.sRGB)!
            print(channels(red.converted(to: srgb, intent: .defaultIntent, options: nil)))
            print(channels(red.converted(to: CGColorSpace(name: CGColorSpace.displayP3)!, intent: .defaultIntent, options: nil)))
            let gray = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
            print(channels(gray.converted(to: CGColorSpace(name: CGColorSpace.linearSRGB)!, intent: .defaultIntent, options: nil)))
            print(CGColorSpace(name: "kCGColorSpaceNone") == nil, srgb.name ?? "", red.colorSpace?.numberOfComponents ?? 0)
            _ = red.converted(to: CGColorSpace(name: CGColorSpace.genericCMYK)!, intent: .defaultIntent, options: nil)
        }
        """
        let outcome = SwiftProgram.run(source: source, fileName: "Spaces.swift")
        #expect(outcome.output == """
        1.0000 0.0000 0.0000 0.5000
        0.9175 0.2003 0.1386 0.5000
        0.2140 0.2140 0.2140 1.0000
        true kCGColorSpaceSRGB 3

        """)
        #expect(outcome.failure?.hasPrefix("15:9: converting a colour to kCGColorSpaceGenericCMYK is not available in Widgetry") == true, "\(outcome.failure ?? "")")
    }
}
