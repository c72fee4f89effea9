import WidgetLanguage

/// `.formatted(…)`'s styles: `.dateTime.year().month(.wide)`, `.relative(presentation:)`,
/// `.iso8601`, `.number.precision(.fractionLength(2))`, `.percent`, `.currency(code:)`.
/// One checked type for all of them; each step builds the chain `FormatStyles.swift` reads.
enum FormatStyleTable {
    static func chained(_ receiver: Value, _ name: String, _ args: [CallArgument]) -> Value {
        .member(name: name, arguments: [.member(name: Interpreter.styleChainMarker, arguments: [receiver])] + args.map(\.value))
    }

    static func register(in registry: inout BuiltinRegistry) {
        let date = SemanticType.named("DateFormatStyle")
        let dates = BuiltinType("DateFormatStyle", instance: date, checksImplicitMembers: true) { _ in .member(name: "dateTime", arguments: []) }
        dates.sampleSource = ".dateTime"
        for name in ["dateTime", "iso8601"] {
            dates.add(.init(name, .staticProperty, result: date) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        dates.add(.init("relative", .staticMethod, ["presentation:\(DateFormatSymbols.relativePresentation) unitsStyle?:\(DateFormatSymbols.relativeUnitsStyle)"], result: date, note: "in English") { _, _, args, _ in
            .member(name: "relative", arguments: args.map(\.value))
        })
        for name in ["year", "month", "day", "hour", "minute", "second", "weekday", "timeZone", "era", "quarter"] {
            dates.add(.init(name, .method, ["_?:\(DateFormatSymbols.symbolType(of: name))"], result: date) { _, v, args, _ in chained(v, name, args) })
        }
        registry.register(type: dates)

        let number = SemanticType.named("NumberFormatStyle")
        let numbers = BuiltinType("NumberFormatStyle", instance: number, checksImplicitMembers: true) { _ in .member(name: "number", arguments: []) }
        numbers.sampleSource = ".number"
        for name in ["number", "percent"] {
            numbers.add(.init(name, .staticProperty, result: number) { _, _, _, _ in .member(name: name, arguments: []) })
        }
        numbers.add(.init("currency", .staticMethod, ["code:String"], result: number) { _, _, args, _ in .member(name: "currency", arguments: args.map(\.value)) })
        for name in ["fractionLength", "significantDigits"] {
            numbers.add(.init(name, .staticMethod, ["_:Any"], result: number, note: "a count or a range") { _, _, args, _ in .member(name: name, arguments: args.map(\.value)) })
        }
        for name in ["grouping", "notation"] {
            numbers.add(.init(name, .method, ["_:Any"], result: number) { _, v, args, _ in chained(v, name, args) })
        }
        numbers.add(.init("precision", .method, ["_:NumberFormatStyle"], result: number) { _, v, args, _ in chained(v, "precision", args) })
        registry.register(type: numbers)
    }
}
