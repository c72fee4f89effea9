import Testing
@testable import WidgetRuntime

/// The classes Xcode generates from a SiriKit intent definition give Boolean, Integer and Decimal
/// parameters as `NSNumber?`, read with `boolValue`, `intValue`, `doubleValue`; Widgetry generates
/// them as `Bool?`, `Int?`, `Double?`, which read through the same names as themselves.
@Suite struct SwiftIntentNumberTests {
    @Test func numbersReadThroughNSNumbersNames() {
        let outcome = SwiftProgram.run(source: """
            struct Settings { var hideDate: Bool?; var count: Int?; var ratio: Double? }
            func run() {
                let s = Settings(hideDate: true, count: 3, ratio: 0.5)
                print(s.hideDate?.boolValue != true, (s.count?.intValue ?? 0) + 1, (s.ratio?.doubleValue ?? 0) * 2)
                let unset = Settings(hideDate: nil, count: nil, ratio: nil)
                print(unset.hideDate?.boolValue != true)
            }
            """, fileName: "Numbers")
        #expect(outcome.failure == nil, "\(outcome.failure ?? "") \(outcome.diagnostics.map(\.message))")
        #expect(outcome.output == "false 4 1.0\ntrue\n", "\(outcome.output)")
    }
}
