import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Structs, classes, enums and extensions as Swift writes them, run through a
/// widget rendered on a real session.
@Suite struct UserTypeTests {
    /// The text of `widget W` drawn with this body, after `declarations`.
    static func render(_ declarations: String, body: String, family: String = "systemMedium") throws -> String {
        let source = declarations + """

        entry E { var n: Int }
        provider P {
            placeholder { E(n: 0) }
            timeline { Timeline(entries: [E(n: 1)], policy: .never) }
        }
        widget W {
            families: [.systemSmall, .systemMedium, .systemLarge]
            provider: P
            body(entry) {
                \(body)
            }
        }
        """
        let session = try TestSession.open(source)
        let outcome = try session.render(widget: "W", family: family)
        #expect(outcome.problems.map(\.message) == [])
        return outcome.result.text
    }

    /// The diagnostics of a file, as `line:column: message`.
    static func diagnostics(_ source: String) -> [String] {
        WidgetCompiler.compile(SourceFile(path: "t.widget", text: source)).diagnostics
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }

    @Test func membersAsSwiftWritesThemParseAndRun() throws {
        let text = try Self.render("""
        public struct Counter: Codable, Sendable {
            private(set) var count: Int = 0
            fileprivate let step: Int
            static let zero = Counter(step: 1)
            static var made = 0
            lazy var label = "counter"
            var doubled: Int { count * 2 }
            var tripled: Int {
                get { return count * 3 }
                set(value) { count = value / 3 }
            }
            @MainActor mutating func bump() { count += step }
            nonisolated func describe<T: CustomStringConvertible>(_ prefix: T) async throws -> String {
                "\\(prefix)=\\(count)"
            }
            static func make(step: Int) -> Counter {
                made += 1
                return Counter(step: step)
            }
        }
        """, body: """
                let c0 = Counter.zero
                var c = Counter.make(step: 5)
                c.bump()
                c.bump()
                let d = c.doubled
                c.tripled = 30
                Text("\\(c0.count) \\(c.count) \\(d) \\(c.tripled) \\(Counter.made) \\(c.describe("n"))")
        """)
        #expect(text.contains("0 10 20 30 1 n=10"), "\(text)")
    }
}
