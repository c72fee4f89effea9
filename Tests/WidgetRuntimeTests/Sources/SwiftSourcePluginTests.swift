import Foundation
import Testing
import WidgetLanguage
import WidgetRuntime
import WidgetSources
import WidgetTestSupport

/// A source written in Swift, registered through the same public API the
/// built-in sources use.
struct FortuneSource: DataSource {
    let kind = "fortune"
    let signature = "_ decode? keys? dates?"

    func accesses(for request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> [SourceAccess] { [] }

    func fetch(_ request: SourceRequest, in context: SourceContext) throws(SourceFailure) -> SourcePayload {
        guard case .string(let jar)? = request.positional(0) else { throw SourceFailure("fortune takes the jar's name") }
        guard jar != "empty" else { throw SourceFailure("the \(jar) jar has no fortunes") }
        if jar == "slow" { usleep(1_300_000) }
        return SourcePayload(json: .object([.init(key: "fortune_text", value: .string("A \(jar) says: you will ship"))]), origin: "the \(jar) jar")
    }
}

@Suite struct SwiftSourcePluginTests {
    static let widget = """
    struct Fortune {
        let fortuneText: String
    }
    source cookie = fortune("cookie", decode: Fortune, keys: .convertFromSnakeCase)
    entry FortuneEntry {
        let text: String
    }
    provider FortuneProvider {
        placeholder { FortuneEntry(text: "…") }
        timeline {
            let fortune = try cookie.load()
            var count = 0
            for i in 0..<3000 { count += i % 2 }
            return Timeline(entries: [FortuneEntry(text: fortune.fortuneText)], policy: .never)
        }
    }
    widget Fortunes {
        families: [.systemMedium]
        provider: FortuneProvider
        body(entry) { Text(entry.text) }
    }
    """

    static func render(_ registry: BuiltinRegistry, sourceOverrides: [String: String] = [:]) throws -> RenderOutcome? {
        let folder = PackagePaths.temporaryDirectory("widgetry-fortune")
        let result = WidgetCompiler.compile(SourceFile(path: folder.appendingPathComponent("fortune.widget").path, text: widget), registry: registry)
        guard let program = result.program else { return nil }
        var options = SessionOptions(storePath: folder.appendingPathComponent("store.sqlite").path)
        options.sourceOverrides = sourceOverrides
        let session = try WidgetSession(program: program, options: options, registry: registry)
        return try session.render(widget: "Fortunes", family: "systemMedium")
    }

    @Test func aRegisteredSourceIsCheckedAndLoadedLikeTheBuiltIns() throws {
        var registry = BuiltinRegistry.standard
        try registry.register(source: FortuneSource())
        let outcome = try Self.render(registry)
        #expect(outcome?.problems.isEmpty == true, "\(outcome?.problems.map(\.message) ?? [])")
        #expect(outcome?.result.text.contains("A cookie says: you will ship") == true)
        // Its failures are reported like any source's, and --source works for it too.
        let failed = try Self.render(registry, sourceOverrides: ["cookie": "empty"])
        #expect(failed?.problems.first?.message == "the empty jar has no fortunes (source 'cookie')")
    }

    @Test func waitingForASourceDoesNotCountAgainstTheEvaluationTimeLimit() throws {
        var registry = BuiltinRegistry.standard
        try registry.register(source: FortuneSource())
        let outcome = try Self.render(registry, sourceOverrides: ["cookie": "slow"])
        #expect(outcome?.problems.isEmpty == true, "\(outcome?.problems.map(\.message) ?? [])")
        #expect(outcome?.result.text.contains("A slow says") == true)
    }

    @Test func anUnregisteredSourceIsACheckError() {
        let result = WidgetCompiler.compile(SourceFile(path: "fortune.widget", text: Self.widget))
        #expect(result.diagnostics.map(\.message).contains("a source is one of http(url, …), json(path, …), command([argv…]) or plugin(\"name\", …)"))
    }
}
