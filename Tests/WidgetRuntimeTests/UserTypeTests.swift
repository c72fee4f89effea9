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

    /// A `.widget` provider is a struct: its blocks call its functions by name (and as `self.`), and
    /// other code makes one and calls them, as with the Swift spelling.
    @Test func aProvidersFunctionsAreMethodsOfItsStruct() throws {
        let session = try TestSession.open("""
        entry E { var n: Int }
        provider P {
            placeholder { E(n: double(0)) }
            timeline { Timeline(entries: [E(n: self.double(double(3)))], policy: .never) }
            func double(_ n: Int) -> Int { n * 2 }
        }
        widget W {
            provider: P
            body(entry) { Text("\\(entry.n) \\(P().double(5))") }
        }
        """)
        let outcome = try session.render(widget: "W", family: "systemMedium")
        #expect(outcome.problems.map(\.message) == [])
        #expect(outcome.result.text.contains("12 10"), "\(outcome.result.text)")
    }
}

extension UserTypeTests {
    @Test func mistakesInUserTypesAreReportedWhereTheyAre() {
        let diagnostics = Self.diagnostics("""
        struct Point {
            let x: Int
            var y = 0
            var sum: Int { x + y }
            static let origin = Point(x: 0)
            static let twice = origin.sum * 2
            func moved() -> Point {
                x = 3
                return Point(x: x + 1)
            }
            init(x: Int) { self.x = x }
        }
        extension Point { var z: Int = 0 }
        extension Pointt { func f() {} }
        protocol Shape { func area() -> Double }
        let p = Point(x: 1).summ
        let s = Shape()
        struct Blob: Shape { }
        protocol Sized: Shape { var size: Double { get } }
        extension Sized { func scaled() -> Double { area() * size * factor } }
        """)
        #expect(diagnostics == [
            "8:9: cannot assign to 'x': it is a 'let' constant; declare it with 'var'",
            "13:23: an extension cannot add the stored property 'z'; write a computed property, as in 'var z: Int { … }'",
            "14:11: cannot extend unknown type 'Pointt'; did you mean 'Point'?",
            "16:21: value of type Point has no member 'summ'; did you mean 'sum'?",
            "17:9: 'Shape' is a protocol; create a value of a type that conforms to it",
            "18:8: struct 'Blob' does not conform to protocol 'Shape': it needs 'func area'",
            // A protocol extension's default is checked: `area` (inherited) and `size` are the protocol's, `factor` nothing.
            "20:61: unknown name 'factor'",
        ], "\(diagnostics)")
    }
}

extension UserTypeTests {
    /// The Grammar.md examples of user types run and give what the text says.
    @Test(arguments: [
        ("initializers, computed properties, mutating methods, static members", "Text(demo())", "widgetry 2000 true true swift"),
        ("class", "Text(sharing())", "5 true true 1"),
        ("extension and protocol", "Text(shapes())", "SQUARE: 4.0, DISC: 3.14, DISC: 3.14!"),
        ("nested types and typealias", "Text(nested())", "nested slow q"),
        ("enum members", "Text(levels())", "H 3 L"),
        ("views as structs", "Stats()", "Repo"),
    ])
    func grammarExamplesRun(_ heading: String, _ body: String, _ expected: String) throws {
        let example = try #require(GrammarExample.load(tags: ["widget"]).first { $0.name == heading })
        let text = try Self.render(example.code, body: body)
        #expect(text.contains(expected), "\(text)")
    }
}

extension UserTypeTests {
    @Test func genericTypesAndFunctionsAreCheckedLooselyAndRun() throws {
        let text = try Self.render("""
        struct Response<T: Codable> {
            let items: [T]
            var first: T? { items.first }
            func count() -> Int { items.count }
        }
        typealias Level = Int
        func wrap<T>(_ value: T) -> [T] { [value] }
        func level(_ value: Level) -> Level { value + 1 }
        """, body: """
                let r = Response(items: ["a", "b"])
                Text("\\(r.count()) \\(r.first ?? "-") \\(wrap(3).count) \\(level(1))")
        """)
        #expect(text.contains("2 a 1 2"), "\(text)")
    }
}

extension UserTypeTests {
    /// `Provider.Entry` (as the Swift front end writes a qualified type) names the provider's entry type.
    @Test func qualifiedTypeNamesResolveToAliasesNestedTypesAndAProvidersEntry() throws {
        let source = """
        struct Outer {
            typealias Row = Item
            struct Item { var n: Int }
        }
        entry SimpleEntry { var n: Int }
        provider Provider {
            placeholder { SimpleEntry(n: 0) }
            timeline { Timeline(entries: [SimpleEntry(n: 1)], policy: .never) }
        }
        """
        let (tree, parseDiagnostics) = Parser.parse(SourceFile(path: "t.widget", text: source))
        #expect(parseDiagnostics.isEmpty)
        let checker = Checker(tree: tree, registry: .standard)
        #expect(checker.check().isEmpty)
        let range = tree.declarations[0].nameRange
        #expect(checker.resolve(TypeRef(.named("Provider.Entry"), range)) == .named("SimpleEntry"))
        #expect(checker.resolve(TypeRef(.named("Outer.Row"), range)) == .named("Item"))
        #expect(checker.resolve(TypeRef(.named("Outer.Item"), range)) == .named("Item"))
        #expect(checker.resolve(TypeRef(.named("Row"), range)) == .named("Item"))
        #expect(checker.diagnostics.isEmpty)
    }
}

extension UserTypeTests {
    /// Members that never end, statics that need themselves, instances that hold each other
    /// and classes that inherit from each other are located errors or plain values, never a crash.
    @Test func adversarialTypesFailWhereTheyAre() throws {
        let source = """
        struct Loop {
            var n: Int
            var forever: Int { forever + 1 }
        }
        struct Chicken { static let egg: Int = Chicken.egg + 1 }
        class Node {
            var next: Node?
            var name = "node"
        }
        class A: B { }
        class B: A { }
        entry E { var n: Int }
        provider P {
            placeholder { E(n: 0) }
            timeline { Timeline(entries: [E(n: 1)], policy: .never) }
        }
        widget W {
            provider: P
            body(entry) {
                let node = Node()
                node.next = node
                Text("\\(node) \\(node.next?.next?.name ?? "-") \\(A() === A())")
            }
        }
        widget Recursing {
            provider: P
            body(entry) { Text("\\(Loop(n: 1).forever)") }
        }
        widget Statics {
            provider: P
            body(entry) { Text("\\(Chicken.egg)") }
        }
        """
        let session = try TestSession.open(source)
        let drawn = try session.render(widget: "W", family: "systemMedium")
        #expect(drawn.problems.map(\.message) == [])
        #expect(drawn.result.text.contains("Node node false"), "\(drawn.result.text)")
        // On a stack as deep as the main thread's, where `widgetry` runs a widget: 200 nested
        // calls of a debug build need more than a test's thread has.
        func failure(_ widget: String) -> String {
            final class Message: @unchecked Sendable { var text = "" }
            let message = Message()
            nonisolated(unsafe) let session = session  // used by the one thread, while this one waits
            MainSizedStack.run {
                do {
                    _ = try session.render(widget: widget, family: "systemMedium")
                    message.text = "no error"
                } catch let error as SessionError {
                    message.text = "\(EvaluationHarness.location(error.range)): \(error.message)"
                } catch {
                    message.text = "\(error)"
                }
            }
            return message.text
        }
        #expect(failure("Recursing") == "3:24: calls nest deeper than 200 levels; is there endless recursion here?")
        #expect(failure("Statics") == "5:48: 'Chicken.egg' refers to itself while it is being initialised")
    }
}
