import Foundation
import Testing
@testable import WidgetRuntime
import WidgetTestSupport

/// An intent's `perform` calling the intent's own functions, declared in the type or in a
/// (private) extension of it, which read its parameters and call one another; an intent made with
/// `NextWord()` though a parameter has no default (AppIntent's `init()`: it is set later).
@Suite struct SwiftIntentHelpersTests {
    static let source = SwiftWidgetSource.withEntryAndProvider("""
        import AppIntents

        struct NextWord: AppIntent {
            static var title: LocalizedStringResource = "Next"
            @Parameter(title: "Step", default: 2) var step: Int
            @Parameter(title: "Word") var word: String
            func perform() async throws -> some IntentResult {
                touched()
            }
        }

        private extension NextWord {
            func touched() -> some IntentResult {
                print("moved \\(distance()) words")
                return .result()
            }
            func distance() -> Int { step * 10 }
        }

        struct W: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "w", provider: Provider()) { _ in Button(intent: NextWord()) { Text("next") } }
            }
        }
        """)

    @Test func performCallsTheIntentsOwnFunctions() throws {
        #expect(SwiftWidgetDrawing.errors(Self.source, path: "N.swift").isEmpty, "\(SwiftWidgetDrawing.errors(Self.source, path: "N.swift"))")
        let lines = SwiftControlWidgetTests.Lines()
        let session = try TestSession.open(Self.source, path: "N.swift") { options in options.trace = { lines.add($0) } }
        try session.perform(intent: "NextWord", arguments: ["step": "3", "word": "cat"])
        #expect(lines.all.contains("moved 30 words"), "\(lines.all)")
    }
}
