import Foundation
import WidgetLanguage

/// UserNotifications as a widget's provider or intent (and the app code they share) schedules with it: a content, a
/// trigger, a request added to `UNUserNotificationCenter.current()`. A terminal shows no notification: the center keeps
/// each request added (one per identifier) until it is removed, for as long as the widget's code runs, and lists them in
/// `pendingNotificationRequests()`; authorization is granted; each completion handler is called at once, with no error.
enum UserNotifications {
    static let centerType = "UNUserNotificationCenter"
    static let contentType = "UNMutableNotificationContent"
    static let requestType = "UNNotificationRequest"
    static let settingsType = "UNNotificationSettings"
    static let intervalTriggerType = "UNTimeIntervalNotificationTrigger"
    static let calendarTriggerType = "UNCalendarNotificationTrigger"
    static let soundType = "UNNotificationSound"

    static let center = Interpreter.foundationObject(centerType, [])

    static func register(in registry: inout BuiltinRegistry) {
        registry.register(type: centerMembers())
        registry.register(type: contentMembers())
        let request = BuiltinType(requestType, instance: .named(requestType)) { _ in .null }
        request.sampleSource = "UNNotificationRequest(identifier: \"a\", content: UNMutableNotificationContent(), trigger: nil)"
        request.add(.init(requestType, .initializer, ["identifier:String content:Any trigger:Any"], result: .named(requestType)) { _, _, args, _ in
            Interpreter.foundationObject(requestType, [("identifier", args.value("identifier") ?? .string("")), ("content", args.value("content") ?? .null),
                                                       ("trigger", args.value("trigger") ?? .null)])
        })
        fields(request, [("identifier", .string), ("content", .named(contentType)), ("trigger", .unknown)])
        registry.register(type: request)
        let interval = BuiltinType(intervalTriggerType, instance: .named(intervalTriggerType)) { _ in .null }
        interval.sampleSource = "UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)"
        interval.add(.init(intervalTriggerType, .initializer, ["timeInterval:Double repeats:Bool"], result: .named(intervalTriggerType),
                           note: "the notification is not delivered") { _, _, args, _ in
            Interpreter.foundationObject(intervalTriggerType, [("timeInterval", args.value("timeInterval") ?? .double(0)), ("repeats", args.value("repeats") ?? .bool(false))])
        })
        fields(interval, [("timeInterval", .double), ("repeats", .bool)])
        interval.add(.init("nextTriggerDate", .method, [""], result: .optional(.date), note: "the time of the code's run plus the interval") { i, v, _, r in
            .date(i.now.addingTimeInterval(try i.number(Interpreter.field(v, "timeInterval"), "timeInterval", r)))
        })
        registry.register(type: interval)
        let calendar = BuiltinType(calendarTriggerType, instance: .named(calendarTriggerType)) { _ in .null }
        calendar.sampleSource = "UNCalendarNotificationTrigger(dateMatching: DateComponents(hour: 9), repeats: true)"
        calendar.add(.init(calendarTriggerType, .initializer, ["dateMatching:DateComponents repeats:Bool"], result: .named(calendarTriggerType),
                           note: "the notification is not delivered") { _, _, args, _ in
            Interpreter.foundationObject(calendarTriggerType, [("dateComponents", args.value("dateMatching") ?? .null), ("repeats", args.value("repeats") ?? .bool(false))])
        })
        fields(calendar, [("dateComponents", .named("DateComponents")), ("repeats", .bool)])
        registry.register(type: calendar)
        let sound = BuiltinType(soundType, instance: .named(soundType)) { _ in .member(name: "default", arguments: []) }
        sound.sampleSource = ".default"
        for name in ["default", "defaultCritical", "defaultRingtone"] {
            sound.add(.init(name, .staticProperty, result: .named(soundType), note: "no sound is played") { _, _, _, _ in .member(name: name, arguments: []) })
        }
        sound.add(.init(soundType, .initializer, ["named:Any"], result: .named(soundType), note: "no sound is played") { _, _, args, _ in
            .member(name: "named", arguments: [args.value("named") ?? .null])
        })
        registry.register(type: sound)
        let options = FoundationDates.enumeration("UNAuthorizationOptions", ["alert", "badge", "sound", "provisional", "criticalAlert", "carPlay",
                                                                             "providesAppNotificationSettings"])
        options.isOptionSet = true
        registry.register(type: options)
        registry.register(type: FoundationDates.enumeration("UNNotificationInterruptionLevel", ["active", "critical", "passive", "timeSensitive"]))
        registry.register(type: FoundationDates.enumeration("UNAuthorizationStatus", ["authorized", "notDetermined", "denied", "provisional", "ephemeral"]))
        registry.register(type: FoundationDates.enumeration("UNNotificationSetting", ["enabled", "notSupported", "disabled"]))
        let settings = BuiltinType(settingsType, instance: .named(settingsType)) { _ in .null }
        settings.sampleSource = "UNUserNotificationCenter.current().notificationSettings()"
        fields(settings, [("authorizationStatus", .named("UNAuthorizationStatus")), ("alertSetting", .named("UNNotificationSetting")),
                          ("soundSetting", .named("UNNotificationSetting")), ("badgeSetting", .named("UNNotificationSetting"))])
        registry.register(type: settings)
    }

    static let granted = Interpreter.foundationObject(settingsType, [
        ("authorizationStatus", .member(name: "authorized", arguments: [])), ("alertSetting", .member(name: "enabled", arguments: [])),
        ("soundSetting", .member(name: "enabled", arguments: [])), ("badgeSetting", .member(name: "enabled", arguments: [])),
    ])

    /// Properties read from the value's fields.
    static func fields(_ type: BuiltinType, _ list: [(String, SemanticType)]) {
        for (name, result) in list {
            type.add(.init(name, .property, result: result) { _, v, _, _ in
                if case .instance(let instance) = v { return instance[name] ?? .null }
                return Interpreter.field(v, name)
            })
        }
    }

    static func centerMembers() -> BuiltinType {
        let type = BuiltinType(centerType, instance: .named(centerType)) { _ in center }
        type.sampleSource = "UNUserNotificationCenter.current()"
        type.add(.init("current", .staticMethod, [""], result: .named(centerType), note: "keeps the requests added; shows no notification") { _, _, _, _ in center })
        // `requestAuthorization(options:) { granted, error in … }` or `try await … requestAuthorization(options:)`: granted.
        var authorization = BuiltinMember("requestAuthorization", .method, ["options:Any completionHandler?:Closure {}"], result: .bool,
                                          note: "granted: the handler is given true and no error") { i, _, args, r in
            try answer(i, args, "completionHandler", [.bool(true), .null], else: .bool(true), at: r)
        }
        authorization.closureParameters = [.bool, .optional(.intentError)]
        type.add(authorization)
        var add = BuiltinMember("add", .method, ["_:Any withCompletionHandler?:Closure {}"], result: .void,
                                note: "kept as pending (one per identifier) while the widget's code runs; not delivered") { i, _, args, r in
            let request = args.first?.value ?? .null
            let identifier = Interpreter.field(request, "identifier")
            i.pendingNotifications.removeAll { i.equal(Interpreter.field($0, "identifier"), identifier) }
            i.pendingNotifications.append(request)
            return try answer(i, args, "withCompletionHandler", [.null], else: .null, at: r)
        }
        add.closureParameters = [.optional(.intentError)]
        type.add(add)
        var pending = BuiltinMember("getPendingNotificationRequests", .method, ["completionHandler:Closure", "{}"], result: .void) { i, _, args, r in
            try answer(i, args, "completionHandler", [.array(i.pendingNotifications)], else: .null, at: r)
        }
        pending.closureParameters = [.array(.named(requestType))]
        type.add(pending)
        type.add(.init("pendingNotificationRequests", .method, [""], result: .array(.named(requestType)), note: "the requests added and not removed") { i, _, _, _ in
            .array(i.pendingNotifications)
        })
        var delivered = BuiltinMember("getDeliveredNotifications", .method, ["completionHandler:Closure", "{}"], result: .void,
                                      note: "none: a terminal delivers no notification") { i, _, args, r in
            try answer(i, args, "completionHandler", [.array([])], else: .null, at: r)
        }
        delivered.closureParameters = [.array(.unknown)]
        type.add(delivered)
        type.add(.init("deliveredNotifications", .method, [""], result: .array(.unknown), note: "none: a terminal delivers no notification") { _, _, _, _ in .array([]) })
        var settings = BuiltinMember("getNotificationSettings", .method, ["completionHandler:Closure", "{}"], result: .void,
                                     note: "everything allowed") { i, _, args, r in
            try answer(i, args, "completionHandler", [granted], else: .null, at: r)
        }
        settings.closureParameters = [.named(settingsType)]
        type.add(settings)
        type.add(.init("notificationSettings", .method, [""], result: .named(settingsType), note: "everything allowed") { _, _, _, _ in granted })
        type.add(.init("removeAllPendingNotificationRequests", .method, [""], result: .void) { i, _, _, _ in
            i.pendingNotifications = []
            return .null
        })
        type.add(.init("removePendingNotificationRequests", .method, ["withIdentifiers:[String]"], result: .void) { i, _, args, _ in
            guard case .array(let identifiers)? = args.value("withIdentifiers") else { return .null }
            i.pendingNotifications.removeAll { request in identifiers.contains { i.equal($0, Interpreter.field(request, "identifier")) } }
            return .null
        })
        for (name, overloads) in [("removeAllDeliveredNotifications", [""]), ("removeDeliveredNotifications", ["withIdentifiers:[String]"]),
                                  ("setNotificationCategories", ["_:Any"])] {
            type.add(.init(name, .method, overloads, result: .void, note: "does nothing: a terminal delivers no notification") { _, _, _, _ in .null })
        }
        var badge = BuiltinMember("setBadgeCount", .method, ["_:Int withCompletionHandler?:Closure {}"], result: .void,
                                  note: "a terminal has no app icon to badge") { i, _, args, r in
            try answer(i, args, "withCompletionHandler", [.null], else: .null, at: r)
        }
        badge.closureParameters = [.optional(.intentError)]
        type.add(badge)
        type.add(.init("delegate", .property, result: .unknown, note: "settable; never called, as no notification is delivered") { _, _, _, _ in .null })
        return type
    }

    static func contentMembers() -> BuiltinType {
        let make: @Sendable (Interpreter) -> Value = { _ in
            .instance(ClassInstance(type: contentType, fields: [
                ("title", .string("")), ("subtitle", .string("")), ("body", .string("")), ("badge", .null), ("sound", .null),
                ("userInfo", .dictionary([])), ("categoryIdentifier", .string("")), ("threadIdentifier", .string("")),
                ("interruptionLevel", .member(name: "active", arguments: [])), ("relevanceScore", .double(0)), ("targetContentIdentifier", .null),
            ]))
        }
        let type = BuiltinType(contentType, instance: .named(contentType), sample: make)
        type.sampleSource = "UNMutableNotificationContent()"
        type.add(.init(contentType, .initializer, [""], result: .named(contentType), note: "a class: its properties are settable") { i, _, _, _ in make(i) })
        fields(type, [("title", .string), ("subtitle", .string), ("body", .string), ("badge", .optional(.unknown)), ("sound", .optional(.named(soundType))),
                      ("userInfo", .dictionary(.unknown, .unknown)), ("categoryIdentifier", .string), ("threadIdentifier", .string),
                      ("interruptionLevel", .named("UNNotificationInterruptionLevel")), ("relevanceScore", .double), ("targetContentIdentifier", .optional(.string))])
        return type
    }

    /// Calls the handler given with `values` and gives nothing, or, without one, gives `value` (the `async` form's result).
    static func answer(_ i: Interpreter, _ args: [CallArgument], _ label: String, _ values: [Value], else value: Value, at range: SourceRange) throws -> Value {
        guard case .closure(let handler)? = args.value(label) ?? args.value("{}") else { return value }
        _ = try i.callClosure(handler, values, at: range)
        return .null
    }
}
