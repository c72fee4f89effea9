import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// Foundation's global constants written bare (`FoundationConstants`): Dispatch's units of time, which Apple's
/// platforms have and Linux's Foundation does not (so not in the conformance suite), are `UInt64`s.
@Suite struct SwiftFoundationConstantsTests {
    @Test func dispatchsUnitsOfTimeAreUInt64s() {
        let outcome = SwiftProgram.run(source: """
            import Foundation
            func run() {
                let delay = 2 * NSEC_PER_SEC
                print(delay, type(of: delay), NSEC_PER_MSEC, USEC_PER_SEC, Foundation.NSEC_PER_USEC)
                print(Double(delay) / Double(NSEC_PER_SEC))
            }

            """, fileName: "Units")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "2000000000 UInt64 1000000 1000000 1000\n2.0\n", "\(outcome.output)")
    }

    @Test func aNameOfTheProgramsOwnHidesTheConstant() {
        let outcome = SwiftProgram.run(source: """
            let M_PI = 3
            func run() { print(M_PI) }

            """, fileName: "Own")
        #expect(outcome.output == "3\n", "\(outcome.output) \(outcome.failure ?? "")")
    }
}

extension SwiftFoundationConstantsTests {
    /// `#imageLiteral(resourceName:)`: the target's image of that name, a `UIImage`; one the assets lack is the empty image.
    @Test func anImageLiteralIsTheNamedImage() {
        let outcome = SwiftProgram.run(source: """
            import UIKit
            func run() {
                let image = #imageLiteral(resourceName: "sampleImage")
                print(image.size.width, image.size.height)
            }

            """, fileName: "Literal")
        #expect(outcome.failure == nil && outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.failure ?? "") \(outcome.diagnostics)")
        #expect(outcome.output == "0.0 0.0\n", "\(outcome.output)")
    }
}

extension SwiftFoundationConstantsTests {
    /// `#bundle`, Foundation's macro for the bundle of the code's module: the widget's own, `Bundle.main`. It was
    /// "unknown name '#bundle'".
    @Test func theBundleMacroIsTheMainBundle() {
        let outcome = SwiftProgram.run(source: """
            import Foundation
            enum Resources { static let bundle: Bundle = #bundle }
            func run() {
                print(Resources.bundle.bundleIdentifier == Bundle.main.bundleIdentifier, String(localized: "Hello", bundle: #bundle))
            }

            """, fileName: "Bundled")
        #expect(outcome.failure == nil && outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.failure ?? "") \(outcome.diagnostics)")
        #expect(outcome.output == "true Hello\n", "\(outcome.output)")
    }
}
