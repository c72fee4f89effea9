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

extension UserTypeTests {
    @Test func aStructThatIsAViewDrawsItsBodyWithSelfBound() throws {
        let text = try Self.render("""
        fileprivate struct StatLabel: View {
            let value: Int
            let systemImageName: String
            var label: String { "\\(value) stars" }
            var body: some View {
                HStack {
                    Image(systemName: systemImageName)
                    Text(label)
                }
            }
        }
        struct Badge: View {
            @Environment(\\.widgetFamily) var family
            let date: Date
            let formatter = ISO8601DateFormatter()
            var daysSinceLastActivity: Int { 3 }
            init(date: Date) { self.date = date }
            @ViewBuilder func caption() -> some View {
                if family == .systemSmall { Text("small") } else { Text("wide") }
            }
            var body: some View {
                VStack {
                    caption()
                    Text("\\(daysSinceLastActivity) days")
                }
            }
        }
        """, body: """
                VStack {
                    StatLabel(value: 3, systemImageName: "star")
                    Badge(date: now).padding()
                }
        """)
        #expect(text.contains("3 stars"), "\(text)")
        #expect(text.contains("wide"), "\(text)")
        #expect(text.contains("3 days"), "\(text)")
    }

    @Test func aViewStructWithoutABodyIsReported() {
        let diagnostics = Self.diagnostics("""
        struct TitleLabel: View {
            let title: String
        }
        """)
        #expect(diagnostics == ["1:8: view 'TitleLabel' needs a body, as in 'var body: some View { Text(\"…\") }'"])
    }
}

extension UserTypeTests {
    @Test func extensionsAddMethodsComputedPropertiesStaticsAndInitializers() throws {
        let text = try Self.render("""
        struct Temperature { var celsius: Double }
        extension Temperature: CustomStringConvertible {
            static let freezing = Temperature(celsius: 0)
            var fahrenheit: Double { celsius * 9 / 5 + 32 }
            var description: String { "\\(Int(fahrenheit))F" }
            init(kelvin: Double) { self.celsius = kelvin - 273 }
            mutating func warm(by degrees: Double) { celsius += degrees }
        }
        extension View {
            func card() -> some View {
                padding().background(Color.gray)
            }
        }
        extension String {
            var shouted: String { uppercased() + "!" }
            func twice() -> String { self + self }
        }
        extension Int {
            var isBig: Bool { self > 100 }
            func label() -> String { "#" + formatted() }
        }
        """, body: """
                var t = Temperature(celsius: 100)
                t.warm(by: 0)
                let k = Temperature(kelvin: 283)
                Text("\\(t.description) \\(Temperature.freezing.fahrenheit) \\(k.celsius) \\("hi".shouted) \\("ab".twice()) \\(500.isBig) \\(7.label()) \\(t)").card()
        """)
        #expect(text.contains("212F 32.0 10.0 HI! abab true #7 212F"), "\(text)")
    }

    @Test func protocolsDispatchOnTheValuesDynamicType() throws {
        let text = try Self.render("""
        protocol Shape {
            var name: String { get }
            func area() -> Double
        }
        extension Shape {
            func describe() -> String { "\\(name) \\(Int(area()))" }
        }
        struct Square: Shape {
            var side: Double
            var name: String { "square" }
            func area() -> Double { side * side }
        }
        struct Disc: Shape {
            var radius: Double
            let name = "disc"
            func area() -> Double { 3 * radius * radius }
        }
        func total(_ shapes: [Shape]) -> String {
            shapes.map { $0.describe() }.joined(separator: ", ")
        }
        """, body: """
                let shapes: [Shape] = [Square(side: 2), Disc(radius: 1)]
                Text(total(shapes))
        """)
        #expect(text.contains("square 4, disc 3"), "\(text)")
    }

    @Test func enumsHaveMethodsComputedPropertiesAndStaticMembers() throws {
        let text = try Self.render("""
        enum Level: Int, CaseIterable {
            case low = 1, mid, high
            static let fallback: Level = .mid
            var label: String {
                switch self {
                case .low: return "L"
                case .mid: return "M"
                case .high: return "H"
                }
            }
            func next() -> Level { self == .high ? .low : (self == .low ? .mid : .high) }
            mutating func advance() { self = next() }
        }
        func labels() -> String { Level.allCases.map { $0.label }.joined() }
        """, body: """
                var level = Level.fallback
                level.advance()
                let labels = labels()
                Text("\\(level.label) \\(labels) \\(Level(rawValue: 1)?.label ?? "?") \\(Level.high.next().label)")
        """)
        #expect(text.contains("H LMH L L"), "\(text)")
    }

    @Test func nestedTypesAndTypeAliasesResolve() throws {
        let text = try Self.render("""
        struct Provider {
            typealias Entry = Item
            struct Item { var title: String }
            enum Mode: String { case fast, slow }
            static func make() -> Entry { Item(title: "nested") }
        }
        """, body: """
                let item = Provider.make()
                let mode = Provider.Mode.slow
                Text("\\(item.title) \\(mode.rawValue) \\(Provider.Item(title: "q").title)")
        """)
        #expect(text.contains("nested slow q"), "\(text)")
    }
}

extension UserTypeTests {
    @Test func viewModifierStructsApplyWithModifier() throws {
        let text = try Self.render("""
        struct Caption: ViewModifier {
            var prefix: String
            func body(content: Content) -> some View {
                VStack {
                    Text(prefix)
                    content
                }
            }
        }
        """, body: """
                Text("inside").modifier(Caption(prefix: "label:"))
        """)
        #expect(text.contains("label:"), "\(text)")
        #expect(text.contains("inside"), "\(text)")
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
        """)
        #expect(diagnostics == [
            "8:9: cannot assign to 'x': it is a 'let' constant; declare it with 'var'",
            "13:23: an extension cannot add the stored property 'z'; write a computed property, as in 'var z: Int { … }'",
            "14:11: cannot extend unknown type 'Pointt'; did you mean 'Point'?",
            "16:21: value of type Point has no member 'summ'; did you mean 'sum'?",
            "17:9: 'Shape' is a protocol; create a value of a type that conforms to it",
            "18:8: struct 'Blob' does not conform to protocol 'Shape': it needs 'func area'",
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
    @Test func aModelWithAnInitializerMakesARecordThatIsInsertedInTheStore() throws {
        let source = """
        model Item {
            var title: String
            var done: Bool
            init(title: String) {
                self.title = title.capitalized
                done = false
            }
            var label: String { done ? "[x] \\(title)" : "[ ] \\(title)" }
        }
        seed {
            Item(title: "milk")
        }
        entry E { var items: [String] }
        provider P {
            placeholder { E(items: []) }
            timeline { Timeline(entries: [E(items: Item.all.map { $0.label })], policy: .never) }
        }
        widget W {
            provider: P
            body(entry) { Text(entry.items.joined(separator: ",")) }
        }
        """
        let session = try TestSession.open(source)
        let outcome = try session.render(widget: "W", family: "systemMedium")
        #expect(outcome.problems.map(\.message) == [])
        #expect(outcome.result.text.contains("[ ] Milk"), "\(outcome.result.text)")
        let dump = try session.dump()
        #expect(dump.contains("done: false, title: \"Milk\""), "\(dump)")
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
    /// Seed 000's shared data: a singleton class holding structs, changed in place through it.
    @Test func aSingletonsStructsChangeInPlaceThroughIt() throws {
        let text = try Self.render("""
        struct ToDo: Identifiable {
            let id: String = UUID().uuidString
            var name: String
            var isDone: Bool = false
        }
        class SharedDatas {
            static let shared = SharedDatas()
            var toDos: [ToDo] = [
                ToDo(name: "Spor"),
                ToDo(name: "Toplanti"),
            ]
        }
        func complete(_ id: String) {
            if let index = SharedDatas.shared.toDos.firstIndex(where: { $0.id == id }) {
                SharedDatas.shared.toDos[index].isDone.toggle()
            }
        }
        func summary() -> String {
            SharedDatas.shared.toDos.map { "\\($0.name)=\\($0.isDone)" }.joined(separator: " ")
        }
        """, body: """
                let first = SharedDatas.shared.toDos[0].id
                let _ = complete(first)
                Text(summary())
        """)
        #expect(text.contains("Spor=true Toplanti=false"), "\(text)")
    }
}

extension UserTypeTests {
    @Test func extensionsOfBuiltInTypesAddStaticsAndWorkOnDates() throws {
        let text = try Self.render("""
        extension Color {
            static let brand = Color.blue
        }
        extension Date {
            var dayNumber: Int { Calendar.current.component(.day, from: self) }
            static let epoch: Date = "2026-01-01T00:00:00Z"
        }
        extension Array where Element == Int {
            func total() -> Int { reduce(0) { $0 + $1 } }
        }
        """, body: """
                Text("\\(now.dayNumber) \\(Date.epoch.dayNumber) \\([1, 2, 3].total())").foregroundStyle(Color.brand)
        """)
        #expect(text.contains("21 1 6"), "\(text)")
    }
}

extension UserTypeTests {
    @Test func subclassesInheritAndOverrideAndCallSuper() throws {
        let text = try Self.render("""
        class Animal {
            var name: String
            var sound: String { "..." }
            init(name: String) { self.name = name }
            func speak() -> String { "\\(name) says \\(sound)" }
        }
        class Dog: Animal {
            var tricks = 0
            override var sound: String { "woof" }
            override func speak() -> String { super.speak() + "!" }
        }
        class Model: NSObject, ObservableObject {
            var ready = false
            override init() {
                super.init()
                ready = true
            }
        }
        func describe(_ animals: [Animal]) -> String { animals.map { $0.speak() }.joined(separator: ", ") }
        """, body: """
                Text("\\(describe([Animal(name: "Cat"), Dog(name: "Rex")])) \\(Model().ready)")
        """)
        #expect(text.contains("Cat says ..., Rex says woof! true"), "\(text)")
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
    @Test func anInitializerMayDelegateToAnother() throws {
        let text = try Self.render("""
        struct Size {
            var width: Int
            var height: Int
            init(width: Int, height: Int) {
                self.width = width
                self.height = height
            }
            init(side: Int) { self.init(width: side, height: side) }
        }
        class Person {
            var name: String
            init(name: String) { self.name = name }
            convenience init() { self.init(name: "anonymous") }
        }
        """, body: """
                let s = Size(side: 4)
                Text("\\(s.width)x\\(s.height) \\(Person().name)")
        """)
        #expect(text.contains("4x4 anonymous"), "\(text)")
    }
}

extension UserTypeTests {
    @Test func enumInitializersAndSelfAsTheType() throws {
        let text = try Self.render("""
        enum Size {
            case small, large
            init?(letter: String) {
                switch letter {
                case "s": self = .small
                case "l": self = .large
                default: return nil
                }
            }
        }
        struct Item {
            var name: String
            static let placeholder = Item(name: "placeholder")
            static func fallback() -> Item { Self.placeholder }
        }
        """, body: """
                let big = Size(letter: "l")
                let none = Size(letter: "x")
                Text("\\(big == .large) \\(none == nil) \\(Item.fallback().name)")
        """)
        #expect(text.contains("true true placeholder"), "\(text)")
    }
}

extension UserTypeTests {
    @Test func lazyPropertiesAreComputedWithSelfOnFirstUse() throws {
        let text = try Self.render("""
        struct Greeting {
            var name: String
            lazy var text: String = "Hello, \\(name)"
            lazy var count = name.count
        }
        class Cache {
            var base = 2
            lazy var squared = base * base
        }
        """, body: """
                var g = Greeting(name: "Ada")
                let first = g.text
                g.count += 10
                let cache = Cache()
                let before = cache.squared
                cache.base = 5
                Text("\\(first) \\(g.count) \\(before) \\(cache.squared)")
        """)
        #expect(text.contains("Hello, Ada 13 4 4"), "\(text)")
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
        func failure(_ widget: String) -> String {
            do {
                _ = try session.render(widget: widget, family: "systemMedium")
                return "no error"
            } catch let error as SessionError {
                return "\(EvaluationHarness.location(error.range)): \(error.message)"
            } catch {
                return "\(error)"
            }
        }
        #expect(failure("Recursing") == "3:24: calls nest deeper than 200 levels; is there endless recursion here?")
        #expect(failure("Statics") == "5:48: 'Chicken.egg' refers to itself while it is being initialised")
    }
}
