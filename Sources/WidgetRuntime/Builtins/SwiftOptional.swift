import WidgetLanguage

/// `Optional(3)` (the value itself: nil is `.null`), `Optional<Int>.none` and `Int?.none` (nil).
/// `map`, `flatMap` and `??` on optionals are the language's own (see the checker).
enum SwiftOptional {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(function: BuiltinCallable("Optional", ["_:Any"], result: .optional(.unknown), note: "the value, which may be nil") { _, args, _ in
            args.first?.value ?? .null
        }.checked { c, call in
            // `Optional(x)` wraps x's type once more (`Optional(Optional(5))` is an `Int??`).
            _ = Checker.inferredFunction(c, call)
            guard call.arguments.count == 1 else { return call.entry.result }
            let count = c.diagnostics.count
            let wrapped = c.infer(call.arguments[0].value, in: call.scope)
            c.diagnostics.removeLast(c.diagnostics.count - count)
            return .optional(wrapped)
        })
    }
}
