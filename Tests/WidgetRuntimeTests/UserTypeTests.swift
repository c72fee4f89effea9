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

extension UserTypeTests {
    @Test func customInitializersReplaceTheMemberwiseOneAndAreChosenByLabels() throws {
        let text = try Self.render("""
        struct Repository {
            let name: String
            var stars: Int
            let kind = "repo"
            init(name: String, stars: Int) {
                self.name = name
                self.stars = stars
            }
            init(fullName: String) {
                self.name = fullName.uppercased()
                stars = 0
            }
            init?(count: Int) {
                if count < 0 { return nil }
                self.name = "n\\(count)"
                self.stars = count
            }
        }
        struct Point { var x = 1; var y: Int; let z = 9 }
        """, body: """
                let a = Repository(name: "a", stars: 3)
                let b = Repository(fullName: "b")
                let c = Repository(count: -1)
                let d = Repository(count: 4)
                let p = Point(y: 2)
                Text("\\(a.name)\\(a.stars) \\(b.name)\\(b.stars) \\(c == nil) \\(d?.name ?? "-") \\(p.x)\\(p.y)\\(p.z) \\(a.kind)")
        """)
        #expect(text.contains("a3 B0 true n4 129 repo"), "\(text)")
    }

    @Test func aCallThatNoInitializerTakesIsReportedWhereItIs() {
        let diagnostics = Self.diagnostics("""
        struct Repository {
            let name: String
            init(fullName: String) { self.name = fullName }
        }
        let r = Repository(name: "x")
        """)
        #expect(diagnostics == ["5:9: no initializer of 'Repository' takes the arguments (name:); use Repository(fullName:)"])
    }

    @Test func classesShareOneInstanceAndSingletonsLiveAsLongAsTheSession() throws {
        let source = """
        final class Store {
            static let shared = Store()
            var taps = 0
            var names: [String] = []
            private init() {}
            func tap(_ name: String) {
                taps += 1
                names.append(name)
            }
            var summary: String { "\\(taps):\\(names.joined(separator: ","))" }
        }
        class Box {
            var value: Int
            init(value: Int) { self.value = value }
        }
        entry E { var n: Int }
        provider P {
            placeholder { E(n: 0) }
            timeline { Timeline(entries: [E(n: 1)], policy: .never) }
        }
        widget W {
            provider: P
            body(entry) {
                let a = Box(value: 1)
                let b = a
                b.value = 5
                let _ = Store.shared.tap("r")
                Text("\\(a.value) \\(Store.shared.summary) \\(a === b) \\(a === Box(value: 5))")
            }
        }
        """
        let session = try TestSession.open(source)
        let first = try session.render(widget: "W", family: "systemMedium")
        #expect(first.problems.map(\.message) == [])
        #expect(first.result.text.contains("5 1:r true false"), "\(first.result.text)")
        // The same session (a watch or run host) keeps the singleton between renders.
        let second = try session.render(widget: "W", family: "systemMedium")
        #expect(second.result.text.contains("5 2:r,r true false"), "\(second.result.text)")
        // A new session (another command) starts again.
        let again = try TestSession.open(source).render(widget: "W", family: "systemMedium")
        #expect(again.result.text.contains("5 1:r true false"), "\(again.result.text)")
    }
}
