import Foundation
import Testing
import WidgetRuntime

/// Core Graphics' RGB colour spaces: a colour (sRGB here) read in sRGB keeps its components; in Display P3 and the
/// linear spaces they are the standard curves' and primaries' (values checked against the published conversions:
/// sRGB red is (0.9175, 0.2003, 0.1386) in Display P3, sRGB 0.5 is 0.2140 linear). A space Widgetry does not
/// convert to is a located error; a colour made in Display P3 (`CGColor(colorSpace:components:)`) is read back as sRGB.
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
            let p3 = CGColorSpace(name: CGColorSpace.displayP3)!
            let inP3 = red.converted(to: p3, intent: .defaultIntent, options: nil)?.components ?? []
            print(channels(CGColor(colorSpace: p3, components: inP3)), CGColor(colorSpace: p3, components: [1, 0, 0]) == nil)
            print(CGColor(colorSpace: CGColorSpace(name: CGColorSpace.genericCMYK)!, components: [0, 0, 0, 1]) == nil)
            _ = red.converted(to: CGColorSpace(name: CGColorSpace.genericCMYK)!, intent: .defaultIntent, options: nil)
        }
        """
        let outcome = SwiftProgram.run(source: source, fileName: "Spaces.swift")
        #expect(outcome.output == """
        1.0000 0.0000 0.0000 0.5000
        0.9175 0.2003 0.1386 0.5000
        0.2140 0.2140 0.2140 1.0000
        true kCGColorSpaceSRGB 3
        1.0000 0.0000 0.0000 0.5000 true
        true

        """)
        #expect(outcome.failure?.hasPrefix("19:9: converting a colour to kCGColorSpaceGenericCMYK is not available in Widgetry") == true, "\(outcome.failure ?? "")")
    }
}
