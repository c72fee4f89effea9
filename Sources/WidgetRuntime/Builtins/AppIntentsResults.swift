import WidgetLanguage

/// `IntentResult`, what an intent's `perform()` gives: `.result()`, `.result(value:)`, `.result(dialog:)`, … An intent's
/// own `return .result(…)` ends `perform` (the front end reads it so); a helper of the module that gives one
/// (`static func run(…) async throws -> some IntentResult { …; return .result() }`) gives this value, which a terminal,
/// with no Shortcuts or Siri to show it, keeps and does not act on.
enum AppIntentsResults {
    static let typeName = "IntentResult"

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(typeName)
        let results = BuiltinType(typeName, instance: type, checksImplicitMembers: true) { _ in .member(name: "result", arguments: []) }
        results.sampleSource = "IntentResult.result()"
        results.add(.init("result", .staticMethod, ["", "value:Any", "dialog:Any", "value:Any dialog:Any", "opensIntent:Any", "value:Any opensIntent:Any",
                                                    "dialog:Any view:Any", "value:Any dialog:Any view:Any", "view:Any"],
                          result: type, note: "kept; a terminal has no Shortcuts or Siri to show it") { _, _, args, _ in
            .member(name: "result", arguments: args.map(\.value))
        })
        registry.register(type: results)
        registerOpenURLIntent(in: &registry)
    }

    /// `OpenURLIntent(url)`, the system's intent that opens a URL (`.result(opensIntent: OpenURLIntent(url))` of a control's
    /// intent): its URL, kept; a terminal opens nothing.
    static func registerOpenURLIntent(in registry: inout BuiltinRegistry) {
        let name = "OpenURLIntent"
        let type = SemanticType.named(name)
        let intent = BuiltinType(name, instance: type) { _ in Interpreter.foundationObject(name, [("url", .null)]) }
        intent.sampleSource = "OpenURLIntent(URL(string: \"https://example.com\")!)"
        intent.add(.init(name, .initializer, ["", "_:URL"], result: type, note: "the URL is kept; a terminal opens nothing") { _, _, args, _ in
            Interpreter.foundationObject(name, [("url", args.first?.value ?? .null)])
        })
        intent.add(.init("url", .property, result: SemanticType.parse("URL")) { _, value, _, _ in Interpreter.field(value, "url") })
        registry.register(type: intent)
    }
}
