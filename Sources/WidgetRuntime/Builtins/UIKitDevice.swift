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

/// `UIScreen.main`: the screen of an iPhone 15 (393 × 852 points, 3 pixels a point), which code
/// reads to size views (`.frame(width: UIScreen.main.bounds.width)`); a widget is drawn in its
/// family's cells whatever the screen.
enum UIKitScreen {
    static let width = 393.0, height = 852.0, scale = 3.0

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("UIScreen")
        let screen = BuiltinType("UIScreen", instance: type) { _ in Interpreter.foundationObject("UIScreen", []) }
        screen.sampleSource = "UIScreen.main"
        screen.add(.init("main", .staticProperty, result: type, note: "an iPhone 15's screen") { _, _, _, _ in Interpreter.foundationObject("UIScreen", []) })
        screen.add(.init("bounds", .property, result: .named("CGRect"), note: "393 × 852 points") { _, _, _, _ in
            CoreGraphicsTypes.rect(0, 0, width, height)
        })
        screen.add(.init("nativeBounds", .property, result: .named("CGRect"), note: "1179 × 2556 pixels") { _, _, _, _ in
            CoreGraphicsTypes.rect(0, 0, width * scale, height * scale)
        })
        screen.add(.init("scale", .property, result: .double) { _, _, _, _ in .double(scale) })
        registry.register(type: screen)
    }
}

/// `UIDevice.current`: the iPhone whose screen `UIScreen.main` is, running iOS 18, which code reads to
/// choose a layout (`UIDevice.current.userInterfaceIdiom == .pad`) or to describe itself in a request.
enum UIKitDevice {
    static let properties: [(name: String, value: String)] = [
        ("systemName", "iOS"), ("systemVersion", "18.0"), ("model", "iPhone"), ("localizedModel", "iPhone"), ("name", "iPhone"),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("UIDevice")
        let device = BuiltinType("UIDevice", instance: type) { _ in Interpreter.foundationObject("UIDevice", []) }
        device.sampleSource = "UIDevice.current"
        device.add(.init("current", .staticProperty, result: type, note: "an iPhone running iOS 18") { _, _, _, _ in Interpreter.foundationObject("UIDevice", []) })
        addTextProperties(properties, to: device)
        device.add(.init("userInterfaceIdiom", .property, result: .named("UIUserInterfaceIdiom"), note: ".phone") { _, _, _, _ in
            .member(name: "phone", arguments: [])
        })
        registry.register(type: device)
        registry.register(type: FoundationDates.enumeration("UIUserInterfaceIdiom", ["unspecified", "phone", "pad", "tv", "carPlay", "mac", "vision"]))
    }

    /// A device's fixed texts (`systemName`, `model`, …) as properties of its table (`UIDevice`, `WKInterfaceDevice`).
    static func addTextProperties(_ properties: [(name: String, value: String)], to table: BuiltinType) {
        for (name, value) in properties {
            table.add(.init(name, .property, result: .string, note: "\"\(value)\"") { _, _, _, _ in .string(value) })
        }
    }
}
