import WidgetLanguage

/// WatchKit's `WKInterfaceDevice.current()`: the watch a complication runs on, here an Apple Watch of 45 mm (198 × 242
/// points, 2 pixels a point) running watchOS 11, which code reads to size views; a widget is drawn in its family's
/// cells whatever the screen.
enum WatchKitDevice {
    static let width = 198.0, height = 242.0, scale = 2.0
    static let properties: [(name: String, value: String)] = [
        ("systemName", "watchOS"), ("systemVersion", "11.0"), ("model", "Apple Watch"), ("localizedModel", "Apple Watch"), ("name", "Apple Watch"),
    ]

    static func register(in registry: inout BuiltinRegistry) {
        let type = SemanticType.named("WKInterfaceDevice")
        let device = BuiltinType("WKInterfaceDevice", instance: type) { _ in Interpreter.foundationObject("WKInterfaceDevice", []) }
        device.sampleSource = "WKInterfaceDevice.current()"
        device.add(.init("current", .staticMethod, [""], result: type, note: "an Apple Watch of 45 mm running watchOS 11") { _, _, _, _ in
            Interpreter.foundationObject("WKInterfaceDevice", [])
        })
        device.add(.init("screenBounds", .property, result: .named("CGRect"), note: "198 × 242 points") { _, _, _, _ in
            CoreGraphicsTypes.rect(0, 0, width, height)
        })
        device.add(.init("screenScale", .property, result: .double, note: "2 pixels a point") { _, _, _, _ in .double(scale) })
        UIKitDevice.addTextProperties(properties, to: device)
        registry.register(type: device)
    }
}
