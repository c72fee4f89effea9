import Foundation
import WidgetLanguage

/// Format styles beyond `FormatStyleTable`: `Date.FormatStyle()` and `Date.FormatStyle(date:time:)`
/// written as types, `Date.RelativeFormatStyle`, `.byteCount(style:)` and `.notation(.compactName)`
/// for numbers, and `.list(type:)` for arrays (`["a", "b"].formatted()`), written by Foundation.
enum FormatStyleExtras {
    static func register(in registry: inout BuiltinRegistry) {
        let date = SemanticType.named("DateFormatStyle")
        registry.types["Date"]?.add(.init("RelativeFormatStyle", .staticMethod, ["", "presentation:\(DateFormatSymbols.relativePresentation)", "presentation:\(DateFormatSymbols.relativePresentation) unitsStyle:\(DateFormatSymbols.relativeUnitsStyle)"],
                                          result: date, note: "in English") { _, _, args, _ in
            .member(name: "relative", arguments: [args.value("presentation") ?? .member(name: "numeric", arguments: []),
                                                  args.value("unitsStyle") ?? .member(name: "wide", arguments: [])])
        })
        registry.register(type: FoundationDates.enumeration("ByteCountFormatStyle.Style", ["file", "memory", "decimal", "binary"]))
        registry.types["NumberFormatStyle"]?.add(.init("byteCount", .staticMethod, ["style:ByteCountFormatStyle.Style allowedUnits?:Any spellsOutZero?:Bool includesActualByteCount?:Bool"], result: .named("NumberFormatStyle")) { _, _, args, _ in
            .member(name: "byteCount", arguments: args.map(\.value))
        })
        registry.register(type: FoundationDates.enumeration("ListFormatStyle.ListType", ["and", "or"]))
        registry.register(type: FoundationDates.enumeration("ListFormatStyle.Width", ["standard", "short", "narrow"]))
        let list = BuiltinType("ListFormatStyle", instance: .named("ListFormatStyle"), checksImplicitMembers: true) { _ in
            .member(name: "list", arguments: [.member(name: "and", arguments: []), .member(name: "standard", arguments: [])])
        }
        list.sampleSource = ".list(type: .and)"
        list.add(.init("list", .staticMethod, ["type:ListFormatStyle.ListType", "type:ListFormatStyle.ListType width:ListFormatStyle.Width",
                                               "memberStyle:NumberFormatStyle type:ListFormatStyle.ListType width?:ListFormatStyle.Width"],
                       result: .named("ListFormatStyle"), note: "memberStyle formats each number") { _, _, args, _ in
            .member(name: "list", arguments: [args.value("type") ?? .member(name: "and", arguments: []),
                                              args.value("width") ?? .member(name: "standard", arguments: []),
                                              args.value("memberStyle") ?? .null])
        })
        list.add(.init("locale", .method, ["_:Locale"], result: .named("ListFormatStyle")) { _, v, args, _ in
            FormatStyleTable.chained(v, "locale", args)
        })
        registry.register(type: list)
        registry.types["Array"]?.add(.init("formatted", .method, ["", "_:ListFormatStyle"], result: .string) { i, v, args, r in
            var type = ListFormatStyle<StringStyle, [String]>.ListType.and
            var width = ListFormatStyle<StringStyle, [String]>.Width.standard
            var locale = i.dates.locale
            var memberStyle: Value?
            for step in i.styleSteps(args.first?.value ?? .null) {
                if step.name == "locale" { locale = i.locale(step.arguments.first ?? .null) }
                guard step.name == "list" else { continue }
                let arguments = step.arguments
                if i.caseName(arguments.first) == "or" { type = .or }
                switch i.caseName(arguments.count > 1 ? arguments[1] : nil) {
                case "short": width = .short
                case "narrow": width = .narrow
                default: break
                }
                if arguments.count > 2, !arguments[2].isNull { memberStyle = arguments[2] }
            }
            let items = try SwiftCollectionsExtras.items(i, v, r).map { item in
                guard let memberStyle, item.number != nil else { return i.describe(item) }
                return try i.formatNumber(item, style: i.withLocale(memberStyle, locale), at: r)
            }
            return .string(items.formatted(.list(type: type, width: width).locale(locale)))
        })
    }
}

extension Interpreter {
    /// A style with `.locale(locale)` written after it.
    func withLocale(_ style: Value, _ locale: Locale) -> Value {
        .member(name: "locale", arguments: [.member(name: Interpreter.styleChainMarker, arguments: [style]), Interpreter.localeValue(locale)])
    }

    /// `.hour(.defaultDigits(amPM: .omitted))`: the pattern without its day period (`a`, `B`, `b`) and the space beside it.
    static func withoutDayPeriod(_ pattern: String) -> String {
        var result = ""
        var quoted = false
        for c in pattern {
            if c == "'" { quoted.toggle() }
            if !quoted, c == "a" || c == "b" || c == "B" { continue }
            result.append(c)
        }
        return result.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{202F}", with: "")
    }

    /// `.hour(.twoDigits(…))`: a single `h`/`H`/`k`/`K` outside quotes written twice.
    static func withTwoDigitHour(_ pattern: String) -> String {
        var result = ""
        var quoted = false
        let characters = Array(pattern)
        for (index, c) in characters.enumerated() {
            if c == "'" { quoted.toggle() }
            result.append(c)
            let isHour = "hHkK".contains(c)
            if !quoted, isHour, (index == 0 || characters[index - 1] != c), (index + 1 >= characters.count || characters[index + 1] != c) {
                result.append(c)
            }
        }
        return result
    }
}
