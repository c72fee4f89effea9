import Foundation
import WidgetLanguage

/// `Calendar` and `DateComponents`, computed by Foundation's Calendar in the
/// session's time zone (`TZ`) and locale.
enum FoundationCalendar {
    static let components: [String: Calendar.Component] = [
        "era": .era, "year": .year, "month": .month, "day": .day, "hour": .hour, "minute": .minute, "second": .second,
        "weekday": .weekday, "weekdayOrdinal": .weekdayOrdinal, "quarter": .quarter, "weekOfMonth": .weekOfMonth,
        "weekOfYear": .weekOfYear, "yearForWeekOfYear": .yearForWeekOfYear, "nanosecond": .nanosecond,
    ]
    static let componentOrder = ["era", "year", "month", "day", "hour", "minute", "second", "weekday", "weekdayOrdinal", "quarter",
                                 "weekOfMonth", "weekOfYear", "yearForWeekOfYear", "nanosecond"]
    /// The components that are no number of the date: `dateComponents([.calendar, .timeZone, .year], from:)` sets them.
    static let attachedComponents = ["calendar", "timeZone"]
    static let identifiers: [String: Calendar.Identifier] = [
        "gregorian": .gregorian, "iso8601": .iso8601, "buddhist": .buddhist, "chinese": .chinese, "coptic": .coptic,
        "hebrew": .hebrew, "indian": .indian, "islamic": .islamic, "japanese": .japanese, "persian": .persian,
        "ethiopicAmeteMihret": .ethiopicAmeteMihret, "ethiopicAmeteAlem": .ethiopicAmeteAlem, "islamicCivil": .islamicCivil,
        "islamicTabular": .islamicTabular, "islamicUmmAlQura": .islamicUmmAlQura, "republicOfChina": .republicOfChina,
    ]

    static func register(in registry: inout BuiltinRegistry) {
        // (`.calendar` and `.timeZone` ask `dateComponents(_:from:)` for the calendar and its time zone, not for a number.)
        registry.register(type: FoundationDates.enumeration("Calendar.Component", componentOrder + attachedComponents))
        registry.register(type: FoundationDates.enumeration("Calendar.Identifier", identifiers.keys.sorted()))
        registry.register(type: calendar())
        let bridged = FoundationFormatters.bridgedCurrent("NSCalendar", "Calendar", ["current", "autoupdatingCurrent"]) { $0.calendarValue() }
        // `NSCalendar(calendarIdentifier: .gregorian)!`: the Calendar Foundation bridges it to (nil for an identifier it does not know).
        var byIdentifier = BuiltinMember("NSCalendar", .initializer, ["calendarIdentifier:Calendar.Identifier"], result: .optional(.named("Calendar")),
                                         note: "the Calendar of that identifier, which NSCalendar bridges to") { i, _, args, r in
            guard let name = i.caseName(args.value("calendarIdentifier")), identifiers[name] != nil else { return .null }
            return i.calendarValue(name)
        }
        byIdentifier.overloadResults = [.optional(.named("Calendar"))]
        bridged.add(byIdentifier)
        registry.register(type: bridged, byInstance: false)
        registry.register(type: dateComponents())
        FoundationDateIntervals.register(in: &registry)
    }

    static func component(_ i: Interpreter, _ value: Value?, _ range: SourceRange) throws -> Calendar.Component {
        guard let name = i.caseName(value), let component = components[name] else {
            throw i.error("expected a calendar component such as .day", range)
        }
        return component
    }

    static func calendar() -> BuiltinType {
        let type = SemanticType.named("Calendar")
        let calendar = BuiltinType("Calendar", instance: type) { $0.calendarValue() }
        calendar.sampleSource = "Calendar.current"
        calendar.add(.init("Calendar", .initializer, ["identifier:Calendar.Identifier"], result: type) { i, _, args, r in
            guard let name = i.caseName(args.value("identifier")), identifiers[name] != nil else {
                throw i.error("unknown calendar identifier", r)
            }
            return i.calendarValue(name)
        })
        calendar.add(.init("current", .staticProperty, result: type) { i, _, _, _ in i.calendarValue() })
        calendar.add(.init("autoupdatingCurrent", .staticProperty, result: type) { i, _, _, _ in i.calendarValue() })
        calendar.add(.init("timeZone", .property, result: .named("TimeZone")) { i, c, _, _ in
            Interpreter.timeZoneValue(i.foundationCalendar(c).timeZone)
        })
        calendar.add(.init("locale", .property, result: .optional(.named("Locale"))) { i, c, _, _ in
            Interpreter.localeValue(i.foundationCalendar(c).locale ?? i.dates.locale)
        })
        calendar.add(.init("firstWeekday", .property, result: .int, note: "settable, 1 (Sunday) to 7") { i, c, _, _ in .int(i.foundationCalendar(c).firstWeekday) })
        calendar.add(.init("minimumDaysInFirstWeek", .property, result: .int, note: "settable, 1 to 7") { i, c, _, _ in
            .int(i.foundationCalendar(c).minimumDaysInFirstWeek)
        })
        calendar.add(.init("compare", .method, ["_:Date to:Date toGranularity:Calendar.Component"], result: .named("ComparisonResult")) { i, c, args, r in
            let a = try i.date(args.first?.value, "compare", r), b = try i.date(args.value("to"), "compare", r)
            return FoundationDates.comparison(i.foundationCalendar(c).compare(a, to: b, toGranularity: try component(i, args.value("toGranularity"), r)))
        })
        calendar.add(.init("identifier", .property, result: .named("Calendar.Identifier")) { _, c, _, _ in
            .member(name: i_identifier(c), arguments: [])
        })
        calendar.add(.init("dateComponents", .method, ["_:[Calendar.Component] from:Date to:Date", "_:[Calendar.Component] from:Date", "in:TimeZone from:Date"],
                           result: .named("DateComponents")) { i, c, args, r in
            if let zone = args.value("in") {
                // Every component of the date in that time zone, with the calendar and the time zone set, as Foundation gives them.
                let from = try i.date(args.value("from"), "dateComponents(in:from:)", r)
                guard case .object(var components) = componentsValue(i.foundationCalendar(c).dateComponents(in: i.timeZone(zone), from: from)) else {
                    return .null
                }
                components["calendar"] = c
                components["timeZone"] = zone
                return .object(components)
            }
            guard case .array(let names)? = args.first?.value else { throw i.error("dateComponents takes a list of components, as in [.day]", r) }
            let attached = Set(names.compactMap { i.caseName($0) }.filter(attachedComponents.contains))
            let set = Set(try names.filter { !attached.contains(i.caseName($0) ?? "") }.map { try component(i, $0, r) })
            let cal = i.foundationCalendar(c)
            let from = try i.date(args.value("from"), "dateComponents", r)
            let made = try args.value("to").map { componentsValue(cal.dateComponents(set, from: from, to: try i.date($0, "dateComponents", r))) }
                ?? componentsValue(cal.dateComponents(set, from: from))
            guard !attached.isEmpty, case .object(var components) = made else { return made }
            if attached.contains("calendar") { components["calendar"] = c }
            if attached.contains("timeZone") { components["timeZone"] = Interpreter.timeZoneValue(cal.timeZone) }
            return .object(components)
        })
        calendar.add(.init("component", .method, ["_:Calendar.Component from:Date"], result: .int) { i, c, args, r in
            .int(i.foundationCalendar(c).component(try component(i, args.first?.value, r), from: try i.date(args.value("from"), "component", r)))
        })
        calendar.add(.init("date", .method, ["byAdding:Calendar.Component value:Int to:Date wrappingComponents?:Bool",
                                             "byAdding:DateComponents to:Date wrappingComponents?:Bool",
                                             "from:DateComponents",
                                             "bySettingHour:Int minute:Int second:Int of:Date",
                                             "bySetting:Calendar.Component value:Int of:Date"],
                           result: .optional(.date)) { i, c, args, r in
            let cal = i.foundationCalendar(c)
            if let from = args.value("from") { return cal.date(from: foundationComponents(i, from)).map(Value.date) ?? .null }
            if let setting = args.value("bySetting") {
                let date = try i.date(args.value("of"), "date(bySetting:value:of:)", r)
                return cal.date(bySetting: try component(i, setting, r), value: try i.int(args.value("value"), r), of: date).map(Value.date) ?? .null
            }
            if let hour = args.value("bySettingHour") {
                let date = try i.date(args.value("of"), "date(bySettingHour:)", r)
                return cal.date(bySettingHour: try i.int(hour, r), minute: try i.int(args.value("minute"), r),
                                second: try i.int(args.value("second"), r), of: date).map(Value.date) ?? .null
            }
            let to = try i.date(args.value("to"), "date(byAdding:)", r)
            guard let amount = args.value("value") else {
                return cal.date(byAdding: foundationComponents(i, args.value("byAdding") ?? .null), to: to).map(Value.date) ?? .null
            }
            let value = try i.int(amount, r)
            return cal.date(byAdding: try component(i, args.value("byAdding"), r), value: value, to: to).map(Value.date) ?? .null
        })
        calendar.add(.init("startOfDay", .method, ["for:Date"], result: .date) { i, c, args, r in
            .date(i.foundationCalendar(c).startOfDay(for: try i.date(args.value("for"), "startOfDay", r)))
        })
        for (name, offset) in [("isDateInToday", 0), ("isDateInTomorrow", 1), ("isDateInYesterday", -1)] {
            // Relative to the session's `now`, not the machine's clock.
            calendar.add(.init(name, .method, ["_:Date"], result: .bool) { i, c, args, r in
                let cal = i.foundationCalendar(c)
                guard let day = cal.date(byAdding: .day, value: offset, to: i.now) else { return .bool(false) }
                return .bool(cal.isDate(try i.date(args.first?.value, name, r), inSameDayAs: day))
            })
        }
        calendar.add(.init("isDateInWeekend", .method, ["_:Date"], result: .bool) { i, c, args, r in
            .bool(i.foundationCalendar(c).isDateInWeekend(try i.date(args.first?.value, "isDateInWeekend", r)))
        })
        calendar.add(.init("isDate", .method, ["_:Date inSameDayAs:Date", "_:Date equalTo:Date toGranularity:Calendar.Component"], result: .bool) { i, c, args, r in
            let cal = i.foundationCalendar(c), first = try i.date(args.first?.value, "isDate", r)
            if let other = args.value("equalTo") {
                return .bool(cal.isDate(first, equalTo: try i.date(other, "isDate", r), toGranularity: try component(i, args.value("toGranularity"), r)))
            }
            return .bool(cal.isDate(first, inSameDayAs: try i.date(args.value("inSameDayAs"), "isDate", r)))
        })
        calendar.add(.init("nextDate", .method, ["after:Date matching:DateComponents matchingPolicy?:Any repeatedTimePolicy?:Any direction?:Any"],
                           result: .optional(.date)) { i, c, args, r in
            let after = try i.date(args.value("after"), "nextDate", r)
            let backward = i.caseName(args.value("direction")) == "backward"
            return i.foundationCalendar(c).nextDate(after: after, matching: foundationComponents(i, args.value("matching") ?? .null),
                                                    matchingPolicy: matchingPolicy(i, args.value("matchingPolicy")),
                                                    direction: backward ? .backward : .forward).map(Value.date) ?? .null
        })
        var enumerate = BuiltinMember("enumerateDates", .method, ["startingAfter:Date matching:DateComponents matchingPolicy:Any repeatedTimePolicy?:Any direction?:Any {}"],
                           result: .void, note: "the closure gets (date, exactMatch, stop) and sets stop = true to end") { i, c, args, r in
            guard let closure = args.compactMap({ argument -> ClosureValue? in
                if case .closure(let closure) = argument.value { return closure } else { return nil }
            }).last else { throw i.error("enumerateDates takes a closure { date, exactMatch, stop in … }", r) }
            let start = try i.date(args.value("startingAfter"), "enumerateDates", r)
            let backward = i.caseName(args.value("direction")) == "backward"
            var failure: Error?
            // Each call of the closure counts against the step budget, so a closure that never stops ends in an error.
            i.foundationCalendar(c).enumerateDates(startingAfter: start, matching: foundationComponents(i, args.value("matching") ?? .null),
                                                   matchingPolicy: matchingPolicy(i, args.value("matchingPolicy")),
                                                   direction: backward ? .backward : .forward) { date, exact, stop in
                do {
                    let arguments: [Value] = [date.map(Value.date) ?? .null, .bool(exact), .bool(false)]
                    if case .bool(true) = try i.callClosure(closure, arguments, readingBack: 2, at: r) { stop = true }
                } catch {
                    failure = error
                    stop = true
                }
            }
            if let failure { throw failure }
            return .null
        }
        enumerate.closureParameters = [.optional(.date), .bool, .bool]
        enumerate.closureInoutParameter = 2
        calendar.add(enumerate)
        calendar.add(.init("range", .method, ["of:Calendar.Component in:Calendar.Component for:Date"], result: .optional(.named(SwiftRanges.halfOpenName))) { i, c, args, r in
            let cal = i.foundationCalendar(c)
            guard let range = cal.range(of: try component(i, args.value("of"), r), in: try component(i, args.value("in"), r),
                                        for: try i.date(args.value("for"), "range(of:in:for:)", r)) else { return .null }
            // A Range<Int> of its own (`days.lowerBound`), walked as its numbers (`ForEach(days, id: \.self)`).
            return SwiftRanges.value("..<", range.lowerBound, range.upperBound) ?? .null
        })
        for name in ["maximumRange", "minimumRange"] {
            calendar.add(.init(name, .method, ["of:Calendar.Component"], result: .optional(.named(SwiftRanges.halfOpenName))) { i, c, args, r in
                let cal = i.foundationCalendar(c), unit = try component(i, args.value("of"), r)
                guard let range = name == "maximumRange" ? cal.maximumRange(of: unit) : cal.minimumRange(of: unit) else { return .null }
                return SwiftRanges.value("..<", range.lowerBound, range.upperBound) ?? .null
            })
        }
        return calendar
    }

    static func matchingPolicy(_ i: Interpreter, _ value: Value?) -> Calendar.MatchingPolicy {
        switch i.caseName(value) {
        case "strict": return .strict
        case "previousTimePreservingSmallerComponents": return .previousTimePreservingSmallerComponents
        case "nextTimePreservingSmallerComponents": return .nextTimePreservingSmallerComponents
        default: return .nextTime
        }
    }

    static func i_identifier(_ calendar: Value) -> String {
        switch Interpreter.field(calendar, "identifier") {
        case .member(let name, _), .string(let name): return name
        default: break
        }
        return "gregorian"
    }

    static let componentFields = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday",
                                  "weekdayOrdinal", "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear"]

    /// A `DateComponents` value: its calendar and time zone (nil: `.null`) first, then its components.
    static func componentsValue(_ components: DateComponents) -> Value {
        let fields: [(String, Value)] = componentFields.map { name in
            let value = components.value(for: FoundationCalendar.components[name] ?? .day)
            return (name, value.flatMap { $0 == NSDateComponentUndefined ? nil : .int($0) } ?? .null)
        }
        // (A calendar's `dateComponents(_:from:)` with `.month` says the month is no leap month, and Foundation prints it.)
        return Interpreter.foundationObject("DateComponents", [("calendar", .null), ("timeZone", .null)] + fields
                                            + [("isLeapMonth", components.isLeapMonth.map(Value.bool) ?? .null)])
    }

    /// Foundation's DateComponents for a `DateComponents` value, with its calendar and time zone when they are set.
    static func foundationComponents(_ i: Interpreter, _ value: Value) -> DateComponents { foundationComponents(value, i.dates) }

    static func foundationComponents(_ value: Value, _ dates: DateFormatting) -> DateComponents {
        var components = DateComponents()
        for name in componentFields {
            if case .int(let n) = Interpreter.field(value, name), let component = FoundationCalendar.components[name] {
                components.setValue(n, for: component)
            }
        }
        if case .object = Interpreter.field(value, "calendar") {
            components.calendar = Interpreter.foundationCalendar(Interpreter.field(value, "calendar"), dates)
        }
        if case .object = Interpreter.field(value, "timeZone") { components.timeZone = Interpreter.timeZone(Interpreter.field(value, "timeZone"), dates) }
        if case .bool(let leap) = Interpreter.field(value, "isLeapMonth") { components.isLeapMonth = leap }
        return components
    }

    /// `components.date`: the date the components make in their calendar; nil without one.
    static func date(of value: Value, _ dates: DateFormatting) -> Date? {
        guard case .object = Interpreter.field(value, "calendar") else { return nil }
        return Interpreter.foundationCalendar(Interpreter.field(value, "calendar"), dates).date(from: foundationComponents(value, dates))
    }

    /// A date as the `DateComponents` a date parameter of an intent definition gets (Xcode generates it as
    /// `DateComponents?`): its era, year, month, day, hour, minute and second in the Gregorian calendar of
    /// the settings' time zone, with that calendar set, so `components.date` is the date again.
    static func componentsValue(of date: Date, _ dates: DateFormatting) -> Value {
        let calendar = Interpreter.calendarValue("gregorian", dates)
        let parts = Interpreter.foundationCalendar(calendar, dates).dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: date)
        guard case .object(var object) = componentsValue(parts) else { return .null }
        object["calendar"] = calendar
        return .object(object)
    }

    /// What Foundation's setters of `calendar` and `timeZone` do besides: a time zone, set with a calendar or
    /// after it, becomes the calendar's too (setting the time zone to nil leaves the calendar's as it is).
    static func settled(_ object: inout ObjectValue, after field: String) {
        guard object.type == "DateComponents", field == "calendar" || field == "timeZone",
              case .object(var calendar)? = object["calendar"], case .object? = object["timeZone"] else { return }
        calendar["timeZone"] = object["timeZone"]
        object["calendar"] = .object(calendar)
    }

    static func dateComponents() -> BuiltinType {
        let type = SemanticType.named("DateComponents")
        let components = BuiltinType("DateComponents", instance: type) { _ in componentsValue(DateComponents(year: 2025, month: 1, day: 30)) }
        components.sampleSource = "DateComponents(year: 2025, month: 1, day: 30)"
        let labels = ["era", "year", "month", "day", "hour", "minute", "second", "nanosecond", "weekday", "weekdayOrdinal", "quarter",
                      "weekOfMonth", "weekOfYear", "yearForWeekOfYear"]
        // `calendar:` and `timeZone:` come first, as in Foundation.
        let signature = "calendar?:Calendar? timeZone?:TimeZone? " + labels.map { "\($0)?:Int?" }.joined(separator: " ")
        components.add(.init("DateComponents", .initializer, [signature], result: type) { i, _, args, r in
            var fields: [(String, Value)] = [("calendar", args.value("calendar") ?? .null), ("timeZone", args.value("timeZone") ?? .null)]
            for name in componentFields {
                // Each argument is optional, as in Foundation: `day: nil` leaves the day unset.
                guard let value = args.value(name), !value.isNull else { fields.append((name, .null)); continue }
                fields.append((name, .int(try i.int(value, r))))
            }
            guard case .object(var object) = Interpreter.foundationObject("DateComponents", fields + [("isLeapMonth", .null)]) else { return .null }
            settled(&object, after: "timeZone")
            return .object(object)
        })
        for name in componentFields {
            components.add(.init(name, .property, result: .optional(.int), note: "settable") { _, c, _, _ in Interpreter.field(c, name) })
        }
        components.add(.init("isLeapMonth", .property, result: .optional(.bool), note: "settable; false where a calendar gave the month") { _, c, _, _ in
            Interpreter.field(c, "isLeapMonth")
        })
        components.add(.init("calendar", .property, result: .optional(.named("Calendar")),
                             note: "settable; a time zone set with it becomes the calendar's") { _, c, _, _ in Interpreter.field(c, "calendar") })
        components.add(.init("timeZone", .property, result: .optional(.named("TimeZone")),
                             note: "settable; setting one sets the calendar's too") { _, c, _, _ in Interpreter.field(c, "timeZone") })
        components.add(.init("date", .property, result: .optional(.date), note: "nil unless a calendar is set") { i, c, _, _ in
            date(of: c, i.dates).map(Value.date) ?? .null
        })
        components.add(.init("isValidDate", .property, result: .bool, note: "false unless a calendar is set") { i, c, _, _ in
            guard case .object = Interpreter.field(c, "calendar") else { return .bool(false) }
            return .bool(foundationComponents(i, c).isValidDate(in: i.foundationCalendar(Interpreter.field(c, "calendar"))))
        })
        components.add(.init("value", .method, ["for:Calendar.Component"], result: .optional(.int)) { i, c, args, r in
            let component = try component(i, args.value("for"), r)
            return Interpreter.field(c, FoundationCalendar.components.first { $0.value == component }?.key ?? "")
        })
        components.add(.init("setValue", .method, ["_:Any for:Calendar.Component"], result: .void,
                             note: "on a variable; nil clears the component") { _, _, _, _ in .null })
        components.add(.init("isValidDate", .method, ["in:Calendar"], result: .bool) { i, c, args, _ in
            .bool(foundationComponents(i, c).isValidDate(in: i.foundationCalendar(args.value("in") ?? .null)))
        })
        return components
    }

    /// The mutating methods of built-in values held by a variable: `components.setValue(30, for: .minute)`,
    /// False for another value or method.
    static func mutate(_ i: Interpreter, _ value: inout Value, _ name: String, _ args: [CallArgument], at range: SourceRange) throws -> Bool {
        guard case .object(var object) = value else { return false }
        switch (object.type, name) {
        case ("DateComponents", "setValue"):
            let component = try component(i, args.value("for"), range)
            guard let field = components.first(where: { $0.value == component })?.key else { return false }
            switch args.first?.value {
            case .int(let n)?: object[field] = .int(n)
            case .null?, nil: object[field] = .null
            default: throw i.error("setValue(_:for:) takes an Int or nil", range)
            }
        default:
            return false
        }
        value = .object(object)
        return true
    }
}

extension Interpreter {
    /// Calls a closure and gives the value one of its parameters holds at the end (an `inout` parameter
    /// such as `enumerateDates`' `stop`, which the closure sets).
    func callClosure(_ closure: ClosureValue, _ args: [Value], readingBack index: Int, at range: SourceRange) throws -> Value {
        try enter(range)
        defer { leave() }
        let env = environment(for: closure, args)
        _ = try evalBody(closure.closure.body, env)
        if closure.closure.parameters.isEmpty { return env.anonymousArguments.flatMap { index < $0.count ? $0[index] : nil } ?? .null }
        guard index < closure.closure.parameters.count else { return .null }
        return env.lookup(closure.closure.parameters[index]) ?? .null
    }
}
