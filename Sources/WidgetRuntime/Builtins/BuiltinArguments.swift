import Foundation
import WidgetLanguage

/// Reading the arguments of a built-in call, with located errors for the wrong kind of value.
extension Array where Element == CallArgument {
    func value(_ label: String?) -> Value? { first { $0.label == label }?.value }
}

extension Interpreter {
    func date(_ value: Value?, _ what: String, _ range: SourceRange) throws -> Date {
        // `.now`, `.distantPast`: a static property of Date written without the type.
        if case .member(let name, let arguments)? = value, arguments.isEmpty, let member = registry.types["Date"]?.statics[name],
           member.isProperty, case .date(let date) = try member.body(self, .type("Date"), [], range) {
            return date
        }
        guard case .date(let date)? = value else { throw error("\(what) takes a Date, found \(value.map(typeName) ?? "nothing")", range) }
        return date
    }

    func number(_ value: Value?, _ what: String, _ range: SourceRange) throws -> Double {
        switch value {
        case .int(let i)?: return Double(i)
        case .double(let d)?: return d
        case .duration(let d)?: return d
        case .float(let f)?: return Double(f)
        case .decimal(let d)?: return FoundationDecimal.double(d)
        case .sized(let n)?: return n.asDouble
        default: throw error("\(what) takes a number, found \(value.map(typeName) ?? "nothing")", range)
        }
    }

    /// A built-in Foundation value (`Calendar`, `DateComponents`, `DateFormatter` …): its type and fields.
    static func foundationObject(_ type: String, _ fields: [(String, Value)]) -> Value {
        .object(ObjectValue(type: type, fields: fields.map { (name: $0.0, value: $0.1) }))
    }

    /// A field of a built-in Foundation value; `.null` when it is not set.
    /// An instance of a Foundation class (`DateFormatter`): its state shared by every variable that holds it.
    static func foundationReference(_ type: String, _ fields: [(String, Value)]) -> Value {
        .instance(ClassInstance(type: type, fields: fields.map { (name: $0.0, value: $0.1) }))
    }

    static func field(_ value: Value, _ name: String) -> Value {
        switch value {
        case .object(let object): return object[name] ?? .null
        // A built-in class's state (`Scanner`'s text and place).
        case .instance(let instance): return instance[name] ?? .null
        default: return .null
        }
    }

    /// The name of `.day` or `Calendar.Component.day`.
    func caseName(_ value: Value?) -> String? {
        if case .member(let name, _)? = value { return name.split(separator: ".").last.map(String.init) }
        if case .string(let name)? = value { return name }
        if case .enumCase(_, let name, _)? = value { return name }
        return nil
    }

    /// The session's time zone, or the one a `TimeZone` value names.
    func timeZone(_ value: Value) -> TimeZone { Interpreter.timeZone(value, dates) }

    func locale(_ value: Value) -> Locale { Interpreter.locale(value, dates) }

    /// The time zone a `TimeZone` value names, or the settings' one.
    static func timeZone(_ value: Value, _ dates: DateFormatting) -> TimeZone {
        if case .string(let identifier) = field(value, "identifier"), let zone = TimeZone(identifier: identifier) { return zone }
        return dates.timeZone
    }

    static func locale(_ value: Value, _ dates: DateFormatting) -> Locale {
        if case .string(let identifier) = field(value, "identifier") { return Locale(identifier: identifier) }
        return dates.locale
    }

    static func timeZoneValue(_ zone: TimeZone) -> Value {
        foundationObject("TimeZone", [("identifier", .string(zone.identifier))])
    }

    static func localeValue(_ locale: Locale) -> Value {
        foundationObject("Locale", [("identifier", .string(locale.identifier))])
    }

    /// Foundation's Calendar for a `Calendar` value: its identifier, in its (or the session's) time zone and locale.
    func foundationCalendar(_ value: Value) -> Calendar { Interpreter.foundationCalendar(value, dates) }

    /// Foundation's Calendar for a `Calendar` value: its identifier, in its (or the settings') time zone and locale.
    static func foundationCalendar(_ value: Value, _ dates: DateFormatting) -> Calendar {
        var identifier = Calendar.Identifier.gregorian
        if let known = FoundationCalendar.identifiers[FoundationCalendar.i_identifier(value)] { identifier = known }
        var calendar = Calendar(identifier: identifier)
        calendar.timeZone = timeZone(field(value, "timeZone"), dates)
        calendar.locale = locale(field(value, "locale"), dates)
        // Set after the locale, which would reset them (Foundation traps outside 1...7; here they are clamped).
        if case .int(let day) = field(value, "firstWeekday") { calendar.firstWeekday = min(max(day, 1), 7) }
        if case .int(let days) = field(value, "minimumDaysInFirstWeek") { calendar.minimumDaysInFirstWeek = min(max(days, 1), 7) }
        return calendar
    }

    func calendarValue(_ identifier: String = "gregorian") -> Value { Interpreter.calendarValue(identifier, dates) }

    static func calendarValue(_ identifier: String, _ dates: DateFormatting) -> Value {
        // The identifier is a case of Calendar.Identifier, as `calendar.identifier == .gregorian` compares it.
        foundationObject("Calendar", [("identifier", .member(name: identifier, arguments: [])), ("timeZone", timeZoneValue(dates.timeZone)),
                                       ("locale", localeValue(dates.locale))])
    }
}
