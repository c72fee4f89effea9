import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

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
