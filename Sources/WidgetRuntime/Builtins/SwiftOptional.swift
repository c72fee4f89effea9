import WidgetLanguage

/// `Optional(3)` (the value itself: nil is `.null`), `Optional<Int>.none` and `Int?.none` (nil).
/// `map`, `flatMap` and `??` on optionals are the language's own (see the checker).
enum SwiftOptional {
    static func register(in registry: inout BuiltinRegistry) {
        registry.register(function: BuiltinCallable("Optional", ["_:Any"], result: .optional(.unknown), note: "the value, which may be nil") { _, args, _ in
            args.first?.value ?? .null
        })
    }
}
