import Foundation
import Testing
@testable import WidgetRuntime
import WidgetTestSupport

/// An intent's `perform` calling the intent's own functions (static ones through `Self`), declared in the type or in a
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
                print(Self.heading(for: self.word))
                return touched()
            }
            private static func heading(for word: String) -> String { "\\(title): \\(word.uppercased())" }
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
        // `Self.heading(for: self.word)`: perform sees the intent's static members and `self`, as any of its methods.
        #expect(lines.all.contains("Next: CAT"), "\(lines.all)")
    }

    /// `try await ResetAll(scope: "all").perform()`: one intent runs another's `perform()` as a method, with the
    /// parameters the value was made with, and gets its result.
    @Test func anIntentsPerformIsCalledAsAMethod() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
            import AppIntents

            struct ResetAll: AppIntent {
                static var title: LocalizedStringResource = "Reset all"
                @Parameter(title: "Scope") var scope: String
                func perform() async throws -> some IntentResult & ReturnsValue<Int> {
                    print("reset \\(scope)")
                    return .result(value: scope.count)
                }
            }

            struct Press: AppIntent {
                static var title: LocalizedStringResource = "Press"
                func perform() async throws -> some IntentResult {
                    _ = try await ResetAll(scope: "widgets").perform()
                    print("pressed")
                    return .result()
                }
            }

            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "w", provider: Provider()) { _ in Button(intent: Press()) { Text("press") } }
                }
            }
            """)
        #expect(SwiftWidgetDrawing.errors(source, path: "R.swift").isEmpty, "\(SwiftWidgetDrawing.errors(source, path: "R.swift"))")
        let lines = SwiftControlWidgetTests.Lines()
        let session = try TestSession.open(source, path: "R.swift") { options in options.trace = { lines.add($0) } }
        try session.perform(intent: "Press", arguments: [:])
        #expect(lines.all.contains("reset widgets") && lines.all.contains("pressed"), "\(lines.all)")
        #expect(lines.all.firstIndex(of: "reset widgets") ?? 9 < lines.all.firstIndex(of: "pressed") ?? 0, "\(lines.all)")
    }
}

/// A helper of the module that gives an intent's result (`static func run(…) async throws -> some IntentResult { …;
/// return .result() }`), which `perform()` returns: the helper's work is done when the intent runs. It was "unknown
/// type 'IntentResult'".
@Suite struct SwiftIntentResultHelperTests {
    @Test func aHelperGivingAnIntentResultRunsWhenTheIntentDoes() throws {
        let source = SwiftWidgetSource.withEntryAndProvider("""
            import AppIntents
            enum Runner {
                static func perform(count: Int) async throws -> some IntentResult {
                    UserDefaults.standard.set(count, forKey: "count")
                    return .result()
                }
            }
            struct Bump: AppIntent {
                static var title: LocalizedStringResource = "Bump"
                func perform() async throws -> some IntentResult {
                    try await Runner.perform(count: UserDefaults.standard.integer(forKey: "count") + 1)
                }
            }
            struct W: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "w", provider: Provider()) { _ in
                        VStack { Text("n \\(UserDefaults.standard.integer(forKey: "count"))"); Button(intent: Bump()) { Text("+") } }
                    }
                }
            }
            """)
        let drawn = try SwiftWidgetDrawing.drawn(source, path: "W.swift", widget: "W", family: "systemSmall", after: "Bump")
        #expect(drawn.errors.isEmpty, "\(drawn.errors)")
        #expect(drawn.text?.contains("n 1") == true, "\(drawn.text ?? "")")
    }
}
