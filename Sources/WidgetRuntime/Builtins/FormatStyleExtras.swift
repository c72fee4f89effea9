import Foundation
import WidgetLanguage

/// Format styles beyond `FormatStyleTable`: `Date.FormatStyle()` and `Date.FormatStyle(date:time:)`
/// written as types, `Date.RelativeFormatStyle`, `.byteCount(style:)` and `.notation(.compactName)`
/// for numbers, and `.list(type:)` for arrays (`["a", "b"].formatted()`), written by Foundation.
enum FormatStyleExtras {
    static func register(in registry: inout BuiltinRegistry) {
        let date = SemanticType.named("DateFormatStyle")
        registry.types["Date"]?.add(.init("FormatStyle", .staticMethod, ["", "date:Date.FormatStyle.DateStyle time:Date.FormatStyle.TimeStyle"],
                                          result: date) { _, _, args, _ in
            guard let dateStyle = args.value("date") else { return .member(name: "dateTime", arguments: []) }
            return .member(name: "dateStyle", arguments: [dateStyle, args.value("time") ?? .member(name: "omitted", arguments: [])])
        })
        registry.types["Date"]?.add(.init("RelativeFormatStyle", .staticMethod, ["", "presentation:Any", "presentation:Any unitsStyle:Any"],
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
        list.add(.init("list", .staticMethod, ["type:ListFormatStyle.ListType", "type:ListFormatStyle.ListType width:ListFormatStyle.Width"],
                       result: .named("ListFormatStyle")) { _, _, args, _ in
            .member(name: "list", arguments: [args.value("type") ?? .member(name: "and", arguments: []),
                                              args.value("width") ?? .member(name: "standard", arguments: [])])
        })
        registry.register(type: list)
        registry.types["Array"]?.add(.init("formatted", .method, ["", "_:ListFormatStyle"], result: .string) { i, v, args, r in
            let items = try SwiftCollectionsExtras.items(i, v, r).map(i.describe)
            var type = ListFormatStyle<StringStyle, [String]>.ListType.and
            var width = ListFormatStyle<StringStyle, [String]>.Width.standard
            if case .member(_, let arguments)? = args.first?.value {
                if i.caseName(arguments.first) == "or" { type = .or }
                switch i.caseName(arguments.count > 1 ? arguments[1] : nil) {
                case "short": width = .short
                case "narrow": width = .narrow
                default: break
                }
            }
            return .string(items.formatted(.list(type: type, width: width).locale(i.dates.locale)))
        })
    }
}

extension Interpreter {
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
