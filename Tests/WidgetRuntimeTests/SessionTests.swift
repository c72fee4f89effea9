import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// The runtime in process: a program on a real store in a temporary folder.
@Suite struct SessionTests {
    func session(_ source: String, now: String = "2026-11-21T09:00:00Z") throws -> WidgetSession {
        try TestSession.open(source, now: now)
    }

    static let people = """
    model Person {
        var name: String
        var age: Int
        var city: String?
    }
    seed {
        Person(name: "Ada", age: 36, city: "London")
        Person(name: "Grace", age: 45, city: nil)
        Person(name: "Linus", age: 28, city: "Helsinki")
        Person(name: "Ümit", age: 52, city: "İzmir")
    }
    entry PeopleEntry { var names: [String] }
    provider PeopleProvider {
        placeholder { PeopleEntry(names: []) }
        timeline {
            let sql = Person.query(filter: { $0.age > 30 && $0.city != nil }, sort: [SortDescriptor(\\.age, order: .reverse)])
            let interpreted = Person.query(filter: { $0.name.count > 3 || $0.age < 30 }, sort: [\\.name], limit: 2, offset: 1)
            return Timeline(entries: [PeopleEntry(names: sql.map { $0.name } + ["|"] + interpreted.map { $0.name })], policy: .never)
        }
    }
    widget People {
        families: [.systemMedium]
        provider: PeopleProvider
        body(entry) { Text(entry.names.joined(separator: ",")) }
    }
    """

    @Test func queriesInSQLAndInTheInterpreterAgree() throws {
        let session = try session(Self.people)
        let outcome = try session.render(widget: "People", family: "systemMedium")
        // SQL: age > 30 with a city, oldest first. Interpreter: names over 3 letters or under 30, by name, offset 1, limit 2.
        #expect(outcome.result.text.contains("Ümit,Ada,|,Linus,Ümit"), "\(outcome.result.text)")
    }

    @Test func interpreterBuiltins() throws {
        let source = """
        func describe(_ values: [Int]) -> String {
            let doubled = values.map { $0 * 2 }.filter { $0 > 2 }
            var total = 0
            for v in doubled { total += v }
            let text = doubled.sorted(by: { $0 > $1 }).map { String($0) }.joined(separator: "-")
            return "\\(text)=\\(total) \\(values.contains(3)) \\(values.first ?? 0) \\(values.isEmpty)"
        }
        enum Mood: String { case happy = "h", sad = "s" }
        func moods() -> String {
            let m: Mood = .sad
            switch m {
            case .happy: return "H"
            case .sad: return "S\\(m.rawValue)"
            }
        }
        func dates() -> String {
            let d: Date = "2026-11-01T08:30:00Z"
            return "\\(daysSince(d)) \\(d.formatted(date: .abbreviated, time: .omitted)) \\((d + 2.days).formatted(date: .numeric, time: .shortened))"
        }
        func optionals() -> String {
            let xs: [String] = []
            let first = xs.first?.uppercased() ?? "none"
            guard let y = Int("42") else { return "bad" }
            return "\\(first) \\(y + 1) \\(Int("x") == nil)"
        }
        func errors() -> String {
            do {
                throw IntentError("boom")
            } catch let e {
                return "caught \\(e.message)"
            }
        }
        entry E { var text: String }
        provider P {
            placeholder { E(text: "") }
            timeline { Timeline(entries: [E(text: [describe([1, 2, 3]), moods(), dates(), optionals(), errors()].joined(separator: " | "))], policy: .never) }
        }
        widget W {
            families: [.systemExtraLarge]
            provider: P
            body(entry) { Text(entry.text).lineLimit(3) }
        }
        """
        let session = try session(source)
        let outcome = try session.render(widget: "W", family: "systemExtraLarge")
        let text = outcome.result.text.replacingOccurrences(of: "│", with: "").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("6-4=10 true 1 false | Ss | 20 Nov 1, 2026 11/3/2026, 8:30 AM | none 43 true | caught boom"), "\(text)")
    }

    @Test func writesOutsideIntentsAreRefusedAtRunTime() throws {
        let source = """
        model Note { var text: String }
        seed { Note(text: "a") }
        entry E { var count: Int }
        func sneak() -> Int {
            if let note = Note.all.first { note.text = "changed" }
            return 1
        }
        provider P {
            placeholder { E(count: 0) }
            timeline { Timeline(entries: [E(count: sneak())], policy: .never) }
        }
        widget W {
            families: [.systemSmall]
            provider: P
            body(entry) { Text("\\(entry.count)") }
        }
        """
        let session = try session(source)
        let outcome = try session.render(widget: "W", family: "systemSmall")
        #expect(outcome.problems.map(\.message).contains { $0.contains("only 'perform' and 'seed' blocks may do") })
        #expect(try session.dump().contains("text: \"a\""))
    }
}
