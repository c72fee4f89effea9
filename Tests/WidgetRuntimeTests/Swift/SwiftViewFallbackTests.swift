import Testing
@testable import WidgetRuntime

/// What a Swift widget's view cannot have, it goes without, as on a device: an image the module lacks is
/// drawn as the box with a warning (SwiftUI draws nothing and logs), not a failed render; a read a view
/// attempts (`try? Data(contentsOf:)`) is refused as the call's error, so `try?` gives nil and the view
/// draws its fallback.
@Suite struct SwiftViewFallbackTests {
    static let source = SwiftWidgetDrawing.widget(view: """
            var body: some View {
                VStack {
                    Image("nothing-here")
                    if let data = try? Data(contentsOf: URL(fileURLWithPath: "/etc/hostname")) {
                        Text("read \\(data.count)")
                    } else {
                        Text("no data")
                    }
                }
            }
        """)

    @Test func aMissingImageIsAWarningAndARefusedReadIsNil() throws {
        let session = try TestSession.open(Self.source, path: "W.swift")
        let outcome = try session.render(widget: "W", family: "systemMedium")
        #expect(outcome.problems.isEmpty, "\(outcome.problems.map(\.message))")
        #expect(outcome.warnings.map(\.message).contains { $0.hasPrefix("no image named 'nothing-here'") }, "\(outcome.warnings.map(\.message))")
        #expect(outcome.result.text.contains("no data"), "\(outcome.result.text)")
    }
}
