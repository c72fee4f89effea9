import Foundation
import Testing
import WidgetLanguage
@testable import WidgetRuntime
import WidgetTestSupport

/// Per-model change counters: a cached timeline stays valid across writes to
/// models its file does not read, and is made again after a write to one it
/// reads (directly, inside a string interpolation, or through a relationship).
@Suite struct ModelReadsTests {
    static let source = """
    model A { var name: String }
    model B { var name: String }
    model Project {
        var name: String
        @Relationship(deleteRule: .cascade) var jobs: [Job] = []
    }
    model Job { var title: String }

    entry E { var text: String }
    provider P {
        placeholder { E(text: "…") }
        timeline { Timeline(entries: [E(text: "A \\(A.count) projects \\(Project.count)")], policy: .never) }
    }
    intent AddA { perform { insert(A(name: "a")) } }
    intent AddB { perform { insert(B(name: "b")) } }
    intent AddJob { perform { insert(Job(title: "j")) } }
    widget W {
        families: [.systemMedium]
        provider: P
        body(entry) { Text(entry.text) }
    }
    """

    final class Calls: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.withLock { lines.append(line) } }
        var timelines: Int { lock.withLock { lines.filter { $0 == "timeline" }.count } }
    }

    @Test func onlyWritesToReadModelsMakeANewTimeline() throws {
        let result = WidgetCompiler.compile(SourceFile(path: "reads.widget", text: Self.source))
        let program = try #require(result.program, "\(result.diagnostics.map(\.message))")
        let calls = Calls()
        var options = SessionOptions(storePath: PackagePaths.temporaryDirectory("reads").appendingPathComponent("s.sqlite").path)
        options.trace = { calls.add($0) }
        let session = try WidgetSession(program: program, options: options)
        // B is only written (by an intent); Job is read through Project's relationship.
        #expect(session.readModels == ["A", "Job", "Project"])

        _ = try session.render(widget: "W", family: "systemMedium")
        #expect(calls.timelines == 1)
        try session.perform(intent: "AddB", arguments: [:])
        let afterB = try session.render(widget: "W", family: "systemMedium")
        #expect(calls.timelines == 1, "a write to B made a new timeline")
        #expect(afterB.result.text.contains("A 0 projects 0"))

        try session.perform(intent: "AddA", arguments: [:])
        let afterA = try session.render(widget: "W", family: "systemMedium")
        #expect(calls.timelines == 2)
        #expect(afterA.result.text.contains("A 1 projects 0"), "\(afterA.result.text)")

        try session.perform(intent: "AddJob", arguments: [:])
        _ = try session.render(widget: "W", family: "systemMedium")
        #expect(calls.timelines == 3, "a write to Job (related to Project) kept the timeline")
    }

    /// A widget that names `UserDefaults`, `@AppStorage` or `NSUbiquitousKeyValueStore` (as a
    /// whole name, outside models and intents) reads the defaults, so a change to them reloads it.
    @Test func theDefaultsAreReadWhereTheirNameStands() throws {
        func mentions(_ provider: String) throws -> Bool {
            let source = """
            entry E { let n: Int }
            func helper() -> Int { \(provider) }
            provider P {
                placeholder { E(n: 0) }
                timeline { return Timeline(entries: [E(n: helper())], policy: .never) }
            }
            widget W {
                provider: P
                body(entry) { Text("\\(entry.n)") }
            }
            """
            let session = try TestSession.open(source)
            return ModelReads.mentionsDefaults(in: session.program)
        }
        #expect(try mentions("UserDefaults.standard.integer(forKey: \"n\")"))
        #expect(try mentions("NSUbiquitousKeyValueStore.default.longLong(forKey: \"n\") > 0 ? 1 : 0"))
        #expect(try !mentions("1 /* MyUserDefaults and AppStorageKeys are other names */"))
        #expect(try !mentions("[\"A\", \"N\", \"U\"].count"))
    }
}

