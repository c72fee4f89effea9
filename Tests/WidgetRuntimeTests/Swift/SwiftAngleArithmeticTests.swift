import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// SwiftUI's `Angle` adds, subtracts, negates and scales, as chart and clock code uses it (`start + .degrees(90)`,
/// `-angle`); it was "cannot apply '+' to Angle and Angle" and "'-' needs a number, not Angle".
@Suite struct SwiftAngleArithmeticTests {
    @Test func anglesAddSubtractNegateAndScale() {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI
            func run() {
                let a = Angle.degrees(30) + .degrees(60)
                let b = Angle(radians: .pi) - Angle.degrees(90)
                print(a.degrees, b.degrees.rounded(), (a * 2).degrees, (2 * a).degrees, (a / 3).degrees)
                print((-a).degrees, Angle.radians(1) + .radians(2) == .radians(3))
            }

            """, fileName: "Angles")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "")")
        #expect(outcome.output == "90.0 90.0 180.0 180.0 30.0\n-90.0 true\n", "\(outcome.output)")
    }

    @Test func anAngleAndAStringDoNotAdd() {
        let errors = SwiftWidgetDrawing.errors("""
            import SwiftUI
            let wrong = Angle.degrees(30) + "x"
            """, path: "Wrong.swift")
        #expect(errors.contains { $0.contains("cannot apply '+' to Angle and String") }, "\(errors)")
    }
}
