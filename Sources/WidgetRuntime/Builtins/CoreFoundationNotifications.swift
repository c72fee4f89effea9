import WidgetLanguage

/// Darwin notifications, which an intent of a widget posts to tell its app that something changed
/// (`CFNotificationCenterPostNotification(CFNotificationCenterGetDarwinNotifyCenter(), name, nil, nil, true)`).
/// A terminal runs the widget alone: no other process listens, so a notification posted reaches no one.
/// Observing one (`CFNotificationCenterAddObserver`, a C callback) is the app's and stays unavailable.
enum CoreFoundationNotifications {
    static let centerType = "CFNotificationCenter"
    static let nameType = "CFNotificationName"

    static func name(_ text: String) -> Value { Interpreter.foundationObject(nameType, [("rawValue", .string(text))]) }

    static func register(in registry: inout BuiltinRegistry) {
        let center = BuiltinType(centerType, instance: .named(centerType)) { _ in Interpreter.foundationObject(centerType, []) }
        center.sampleSource = "CFNotificationCenterGetDarwinNotifyCenter()"
        registry.register(type: center)
        registry.register(function: BuiltinCallable("CFNotificationCenterGetDarwinNotifyCenter", [""], result: .named(centerType),
                                                    note: "the center of notifications between processes; none listens here") { _, _, _ in
            Interpreter.foundationObject(centerType, [])
        })

        let type = SemanticType.named(nameType)
        let names = BuiltinType(nameType, instance: type) { _ in name("") }
        names.sampleSource = "CFNotificationName(\"example.changed\" as CFString)"
        names.add(.init(nameType, .initializer, ["_:String", "rawValue:String"], result: type, note: "the notification's name") { i, _, args, r in
            name(try i.string(args.first?.value ?? .null, r))
        })
        names.add(.init("rawValue", .property, result: .string, note: "the notification's name") { _, v, _, _ in Interpreter.field(v, "rawValue") })
        registry.register(type: names)

        registry.register(function: BuiltinCallable("CFNotificationCenterPostNotification", ["_:CFNotificationCenter _:CFNotificationName _:Any _:Any _:Bool"],
                                                    result: .void, note: "posted to no one: no other process listens in a terminal") { _, _, _ in .null })
    }
}
