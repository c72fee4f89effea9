import WidgetLanguage

/// Swift's `CancellationError`: what a cancelled task's work throws (`throw CancellationError()`), caught as itself
/// (`catch is CancellationError`). Work given to a task runs at once here, so nothing cancels it from outside; a program
/// that throws the error itself sees it as Swift does.
enum SwiftCancellation {
    static let typeName = "CancellationError"

    static func register(in registry: inout BuiltinRegistry) {
        let error = BuiltinType(typeName, instance: .intentError) { _ in .error("\(typeName)()") }
        error.sampleSource = "CancellationError()"
        error.add(.init(typeName, .initializer, [""], result: .intentError, note: "a thrown error: do/catch catches it") { _, _, _, _ in
            .error("\(typeName)()")
        })
        registry.register(type: error)
    }
}
