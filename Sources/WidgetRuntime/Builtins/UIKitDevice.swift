/// UIKit's haptic feedback generators, which chart and control code calls on a touch
/// (`UISelectionFeedbackGenerator().selectionChanged()`): a widget, like a terminal,
/// has no haptics, so each call does nothing.
enum UIKitFeedback {
    static let generators: [(name: String, initializers: [String], methods: [(String, [String])])] = [
        ("UISelectionFeedbackGenerator", [""], [("selectionChanged", ["", "at:CGPoint"])]),
        ("UIImpactFeedbackGenerator", ["", "style:Any", "style:Any view:Any"],
         [("impactOccurred", ["", "intensity:Double", "at:CGPoint", "intensity:Double at:CGPoint"])]),
        ("UINotificationFeedbackGenerator", [""], [("notificationOccurred", ["_:Any", "_:Any at:CGPoint"])]),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        for generator in generators {
            let name = generator.name
            let type = SemanticType.named(name)
            let table = BuiltinType(name, instance: type) { _ in Interpreter.foundationObject(name, []) }
            table.add(.init(name, .initializer, generator.initializers, result: type, note: "a widget has no haptics: its calls do nothing") { _, _, _, _ in
                Interpreter.foundationObject(name, [])
            })
            for (method, forms) in generator.methods + [("prepare", [""])] {
                table.add(.init(method, .method, forms, result: .void, note: "does nothing: a widget has no haptics") { _, _, _, _ in .null })
            }
            registry.register(type: table)
        }
    }
}
