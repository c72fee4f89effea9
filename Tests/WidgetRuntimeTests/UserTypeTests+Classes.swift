import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

extension UserTypeTests {
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
    @Test func propertyObserversRunWhenAPropertyIsAssigned() throws {
        let text = try Self.render("""
        class Settings {
            var log: [String] = []
            var volume = 1 {
                willSet { log.append("will \\(newValue)") }
                didSet(previous) { log.append("did \\(previous)->\\(volume)") }
            }
            init(volume: Int) { self.volume = volume }
        }
        struct Meter {
            var changes = 0
            var level = 0 { didSet { changes += 1 } }
        }
        """, body: """
                let settings = Settings(volume: 5)
                settings.volume = 7
                var meter = Meter()
                meter.level = 3
                meter.level += 1
                Text("\\(settings.log.joined(separator: ",")) \\(meter.changes) \\(meter.level)")
        """)
        #expect(text.contains("will 7,did 5->7 2 4"), "\(text)")
    }

    /// A type whose only code is its observers: a name in them is still the property of `self`.
    @Test func anObserverReadsItsOwnPropertyWhenTheTypeHasNoOtherMembers() throws {
        let text = try Self.render("""
        class Counter {
            var log: [String] = []
            var value = 0 { didSet { log.append("\\(oldValue)->\\(value)") } }
        }
        """, body: """
                let counter = Counter()
                counter.value = 5
                Text(counter.log.joined())
        """)
        #expect(text.contains("0->5"), "\(text)")
    }
}


extension UserTypeTests {
    /// A class inheriting from a Foundation class answers to the class's members; a name neither has is still an error,
    /// at its place, with the Foundation class's names among the suggestions.
    @Test func aSubclassOfAFoundationClassIsCheckedAgainstItsMembers() {
        let source = """
        import Foundation
        class Decoder2: JSONDecoder, @unchecked Sendable {
            override init() {
                super.init()
                keyDecodingStrategy = .convertFromSnakeCase
            }
        }
        func run() {
            let decoder = Decoder2()
            decoder.decodeAll()
            print(decoder.keyDecodingStrateg)
            let general: JSONDecoder = decoder
            print(general.userInfo.count)
        }
        """
        let diagnostics = WidgetCompiler.compile(SourceFile(path: "Sub.swift", text: source)).diagnostics
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
        #expect(diagnostics == [
            "10:13: value of type Decoder2 has no member 'decodeAll'; did you mean 'decode'?",
            "11:19: value of type Decoder2 has no member 'keyDecodingStrateg'; did you mean 'keyDecodingStrategy'?",
        ])
    }
}
