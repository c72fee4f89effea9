import WidgetLanguage

/// Swift's assertions, as a widget extension's release build runs them:
/// `assert`/`assertionFailure` are not checked (they are left out of a release
/// build); `precondition` that fails, `preconditionFailure` and `fatalError` stop
/// the block with a located runtime error (on a phone the extension would crash).
enum SwiftAssertions {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(function: BuiltinCallable("assert", ["_:Bool _?:String"], result: .void,
                                                    note: "not checked, as in a release build") { _, _, _ in .null })
        registry.register(function: BuiltinCallable("assertionFailure", ["_?:String"], result: .void,
                                                    note: "no effect, as in a release build") { _, _, _ in .null })
        registry.register(function: BuiltinCallable("precondition", ["_:Bool _?:String"], result: .void,
                                                    note: "false stops the block with a runtime error giving the message") { i, args, r in
            guard case .bool(false)? = args.first?.value else { return .null }
            throw i.error(message("precondition failed", args.dropFirst().first?.value), r)
        })
        for name in ["preconditionFailure", "fatalError"] {
            registry.register(function: BuiltinCallable(name, ["_?:String"], result: .unknown,
                                                        note: "stops the block with a runtime error giving the message") { i, args, r in
                throw i.error(message(name == "fatalError" ? "fatal error" : "precondition failed", args.first?.value), r)
            })
        }
    }

    static func message(_ what: String, _ text: Value?) -> String {
        if case .string(let text)? = text, !text.isEmpty { return "\(what): \(text)" }
        return what
    }
}
