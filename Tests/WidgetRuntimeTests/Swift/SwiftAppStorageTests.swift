import Testing
import WidgetLanguage
@testable import WidgetRuntime

/// `@AppStorage` as Swift reads it: the default until the key holds a value of the
/// property's type, the same key as `UserDefaults`, raw values for enums, nil removing.
@Suite struct SwiftAppStorageTests {
    static let source = """
    import SwiftUI
    import WidgetKit
    import AppIntents

    enum Level: Int { case off, low, high }

    struct Store: AppIntent {
        static var title: LocalizedStringResource = "Store"
        func perform() async throws -> some IntentResult {
            UserDefaults.standard.set("seven", forKey: "count")
            UserDefaults.standard.set(2, forKey: "level")
            UserDefaults.standard.set(3, forKey: "ratio")
            return .result()
        }
    }

    struct Doubler {
        @AppStorage("ratio") var ratio = 0.5
        func double() { ratio *= 2 }
    }

    struct Bump: AppIntent {
        static var title: LocalizedStringResource = "Bump"
        @AppStorage("ratio") var ratio = 0.5
        func perform() async throws -> some IntentResult {
            let before = ratio
            Doubler().double()
            print("bumped from \\(before)")
            return .result()
        }
    }

    struct Clear: AppIntent {
        static var title: LocalizedStringResource = "Clear"
        @AppStorage("note") var note: String?
        @AppStorage("ratio") var ratio = 0.5
        func perform() async throws -> some IntentResult {
            note = nil
            ratio *= 2
            return .result()
        }
    }

    struct E: TimelineEntry { let date: Date }

    struct P: TimelineProvider {
        func placeholder(in context: Context) -> E { E(date: Date()) }
        func getSnapshot(in context: Context, completion: @escaping (E) -> ()) { completion(E(date: Date())) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<E>) -> ()) {
            completion(Timeline(entries: [E(date: Date())], policy: .never))
        }
    }

    struct V: View {
        var entry: E
        @AppStorage("count") var count = 0
        @AppStorage("level") var level: Level = .low
        @AppStorage("ratio") var ratio = 0.5
        @AppStorage("note") var note: String?
        var body: some View {
            Text("count \\(count) level \\(level.rawValue) ratio \\(ratio) note \\(note ?? "none")")
        }
    }

    struct W: Widget {
        var body: some WidgetConfiguration {
            StaticConfiguration(kind: "W", provider: P()) { entry in V(entry: entry) }
        }
    }
    """

    @Test func aValueOfAnotherTypeReadsAsTheDefaultAndNilRemovesTheKey() throws {
        let session = try TestSession.open(Self.source, path: "W.swift")
        #expect(try session.render(widget: "W", family: "systemMedium").result.text.contains("count 0 level 1 ratio 0.5 note none"))
        try session.perform(intent: "Store", arguments: [:])
        // "seven" is not an Int: the default; 2 is `.high`'s raw value; an Int is a Double.
        #expect(try session.render(widget: "W", family: "systemMedium").result.text.contains("count 0 level 2 ratio 3.0 note none"))
        try session.perform(intent: "Clear", arguments: [:])
        #expect(try session.render(widget: "W", family: "systemMedium").result.text.contains("count 0 level 2 ratio 6.0 note none"))
    }

    /// `perform` reads the value, a helper changes it: perform's own unchanged copy does not undo that.
    @Test func aHelpersChangeIsNotUndoneByTheCallersCopy() throws {
        let session = try TestSession.open(Self.source, path: "W.swift")
        try session.perform(intent: "Bump", arguments: [:])
        try session.perform(intent: "Bump", arguments: [:])
        #expect(try session.render(widget: "W", family: "systemMedium").result.text.contains("ratio 2.0"))
    }

    /// `register(defaults:)`: a key reads the registered value until the store holds one; the store keeps only what is set.
    @Test func registeredDefaultsAreReadUntilAValueIsSet() throws {
        let source = Self.source
            .replacingOccurrences(of: "completion(Timeline(entries: [E(date: Date())], policy: .never))", with: """
                UserDefaults.standard.register(defaults: ["greeting": "hello", "level": 0, "limit": 40])
                        completion(Timeline(entries: [E(date: Date())], policy: .never))
                """)
            .replacingOccurrences(of: "Text(\"count \\(count) level", with: """
                Text("\\(UserDefaults.standard.string(forKey: "greeting") ?? "-") \\(UserDefaults.standard.integer(forKey: "limit")) \
                \\(UserDefaults.standard.integer(forKey: "level"))")
                        Text("count \\(count) level
                """)
        let session = try TestSession.open(source, path: "W.swift")
        let first = try session.render(widget: "W", family: "systemLarge").result.text
        #expect(first.contains("hello 40 0"), "\(first)")
        try session.perform(intent: "Store", arguments: [:])
        let after = try session.render(widget: "W", family: "systemLarge").result.text
        #expect(after.contains("hello 40 2"), "the stored level wins over the registered one: \(after)")
    }

    @Test func anAppStoragePropertyIsNotAnIntentParameter() throws {
        let session = try TestSession.open(Self.source, path: "W.swift")
        #expect(throws: SessionError.self) { try session.perform(intent: "Clear", arguments: ["ratio": "2"]) }
    }
}

extension SwiftAppStorageTests {
    /// `AppStorage("key")` of an optional value has nil for its default, and an extension of AppStorage names its `Value`
    /// (it was "unknown type 'Value'" and "missing argument 'wrappedValue:'").
    @Test func anOptionalAppStorageWithoutADefaultAndAnExtensionOfIt() {
        let outcome = SwiftProgram.run(source: """
            import SwiftUI

            extension AppStorage where Value: ExpressibleByNilLiteral {
                init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int? {
                    self.init(key, store: store)
                    if (store ?? UserDefaults.standard).object(forKey: key) != nil { return }
                    self.wrappedValue = wrappedValue
                }
            }

            func run() {
                let name = AppStorage<String?>("never.set")
                print(name.wrappedValue == nil)
            }
            """, fileName: "Storage.swift")
        #expect(outcome.diagnostics.filter { $0.severity == .error }.isEmpty, "\(outcome.diagnostics.map(\.message))")
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(outcome.output == "true\n")
    }
}
