import WidgetLanguage

/// The widths of a date style's fields (`.dateTime.month(.wide)`, `.hour(.twoDigits(amPM: .omitted))`) and of a
/// relative style (`.relative(presentation: .named, unitsStyle: .abbreviated)`): a type for each, as Foundation's
/// `Date.FormatStyle.Symbol.Month` …, so that `.name` there is bound to its static and a misspelt one is an error
/// at check time. The values are the names `FormatStyles.swift` reads.
enum DateFormatSymbols {
    static let prefix = "Date.FormatStyle.Symbol."
    static let amPM = prefix + "Hour.AMPMStyle"
    static let relativePresentation = "Date.RelativeFormatStyle.Presentation"
    static let relativeUnitsStyle = "Date.RelativeFormatStyle.UnitsStyle"

    /// Each field's symbol type, with its static widths and its static functions (those that take arguments).
    static let fields: [(field: String, statics: [String], functions: [(String, [String])])] = [
        ("Year", ["defaultDigits", "twoDigits"], [("padded", ["_:Int"]), ("extended", ["minimumLength?:Int"])]),
        ("Month", ["defaultDigits", "twoDigits", "abbreviated", "wide", "narrow"], []),
        ("Day", ["defaultDigits", "twoDigits", "ordinalOfDayInMonth"], []),
        ("Hour", ["defaultDigitsNoAMPM", "twoDigitsNoAMPM"],
         ["defaultDigits", "twoDigits", "conversationalDefaultDigits", "conversationalTwoDigits"].map { ($0, ["amPM:\(amPM)"]) }),
        ("Minute", ["defaultDigits", "twoDigits"], []),
        ("Second", ["defaultDigits", "twoDigits"], []),
        ("Weekday", ["abbreviated", "wide", "narrow", "short", "oneDigit", "twoDigits"], []),
        ("Era", ["abbreviated", "wide", "narrow"], []),
        ("Quarter", ["oneDigit", "twoDigits", "abbreviated", "wide", "narrow"], []),
        ("TimeZone", ["exemplarLocation", "genericLocation"],
         ["specificName", "genericName", "identifier", "iso8601", "localizedGMT"].map { ($0, ["_:Date.FormatStyle.Symbol.TimeZone.Width"]) }),
        ("WeekOfYear", ["defaultDigits", "twoDigits"], []),
    ]

    /// The symbol type a date style's field method takes (`month` takes a `Date.FormatStyle.Symbol.Month`).
    static func symbolType(of field: String) -> String {
        prefix + field.prefix(1).uppercased() + field.dropFirst()
    }

    static func register(in registry: inout BuiltinRegistry) {
        for (field, statics, functions) in fields {
            let type = FoundationDates.enumeration(prefix + field, statics)
            for (name, forms) in functions {
                type.add(.init(name, .staticMethod, forms, result: .named(prefix + field)) { _, _, args, _ in
                    .member(name: name, arguments: args.map(\.value))
                })
            }
            registry.register(type: type)
        }
        registry.register(type: FoundationDates.enumeration(amPM, ["omitted", "narrow", "abbreviated", "wide"]))
        registry.register(type: FoundationDates.enumeration(prefix + "TimeZone.Width", ["short", "long"]))
        registry.register(type: FoundationDates.enumeration(relativePresentation, ["numeric", "named"]))
        registry.register(type: FoundationDates.enumeration(relativeUnitsStyle, ["wide", "abbreviated", "narrow", "spellOut"]))
    }
}
