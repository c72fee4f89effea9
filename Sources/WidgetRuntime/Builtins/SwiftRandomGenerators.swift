import WidgetLanguage

/// Swift's `SystemRandomNumberGenerator`, given to `random(in:using:)`, `shuffled(using:)` and
/// `randomElement(using:)`. Renders are reproducible, so the numbers are those the calls without a
/// generator give (`Int.random(in:)` is the lower bound); the generator's own `next()` gives 0.
/// A program's own `RandomNumberGenerator` struct is a struct like any other.
enum SwiftRandomGenerators {
    static let typeName = "SystemRandomNumberGenerator"

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named(typeName)
        let make: @Sendable (Interpreter) -> Value = { _ in Interpreter.foundationObject(typeName, []) }
        let generator = BuiltinType(typeName, instance: type, sample: make)
        generator.add(.init(typeName, .initializer, [""], result: type) { i, _, _, _ in make(i) })
        generator.add(.init("next", .method, [""], result: .int, note: "0, so renders are reproducible") { _, _, _, _ in
            .sized(SizedInt(UInt64(0), kind: .uint64))
        })
        registry.register(type: generator)
    }
}
