import Foundation
import WidgetLanguage

/// The parts of a `Locale` widget code reads: `language.languageCode?.identifier`,
/// `region?.identifier`, the older `languageCode` and `regionCode`, from Foundation's locale.
enum FoundationLocaleParts {
    static func register(in registry: inout BuiltinRegistry) {
        let samples = ["Locale.Region": "Locale.current.region!", "Locale.LanguageCode": "Locale.current.language.languageCode!",
                       "Locale.Currency": "Locale(identifier: \"en_US\").currency!"]
        for (name, sample) in [("Locale.LanguageCode", "en"), ("Locale.Region", "US"), ("Locale.Currency", "USD")] {
            let type = BuiltinType(name, instance: .named(name)) { _ in Interpreter.foundationObject(name, [("identifier", .string(sample))]) }
            type.sampleSource = samples[name] ?? name
            type.add(.init("identifier", .property, result: .string) { _, v, _, _ in Interpreter.field(v, "identifier") })
            registry.register(type: type)
        }
        let language = BuiltinType("Locale.Language", instance: .named("Locale.Language")) { i in languageValue(i.dates.locale) }
        language.sampleSource = "Locale.current.language"
        language.add(.init("languageCode", .property, result: .optional(.named("Locale.LanguageCode"))) { _, v, _, _ in Interpreter.field(v, "languageCode") })
        language.add(.init("region", .property, result: .optional(.named("Locale.Region"))) { _, v, _, _ in Interpreter.field(v, "region") })
        // `language.characterDirection == .rightToLeft`: the direction its script is written in, as Foundation knows it.
        language.add(.init("characterDirection", .property, result: .named(directionTypeName)) { _, v, _, _ in
            guard case .object(let code) = Interpreter.field(v, "languageCode"), case .string(let identifier)? = code["identifier"] else {
                return .member(name: "unknown", arguments: [])
            }
            return .member(name: direction(Locale.Language(identifier: identifier).characterDirection), arguments: [])
        })
        language.add(.init("Locale.Language", .initializer, ["identifier:String"], result: .named("Locale.Language")) { i, _, args, r in
            languageValue(Locale(identifier: try i.string(args.value("identifier"), r)))
        })
        registry.register(type: language)
        registry.register(type: FoundationDates.enumeration(directionTypeName, ["unknown", "leftToRight", "rightToLeft", "topToBottom", "bottomToTop"]))
        registry.register(type: FoundationDates.enumeration(hourCycleTypeName, ["zeroToEleven", "oneToTwelve", "zeroToTwentyThree", "oneToTwentyFour"]))
        registry.register(type: FoundationDates.enumeration(measurementSystemTypeName, ["metric", "us", "uk"]))
        guard let locale = registry.types["Locale"] else { return }
        // `Locale.current.hourCycle == .oneToTwelve`: whether the locale's clock shows 12 hours, as Foundation knows it.
        locale.add(.init("hourCycle", .property, result: .named(hourCycleTypeName)) { i, v, _, _ in
            .member(name: hourCycle(i.locale(v).hourCycle), arguments: [])
        })
        locale.add(.init("language", .property, result: .named("Locale.Language")) { i, v, _, _ in languageValue(i.locale(v)) })
        locale.add(.init("region", .property, result: .optional(.named("Locale.Region"))) { i, v, _, _ in region(i.locale(v)) })
        locale.add(.init("languageCode", .property, result: .optional(.string), note: "Locale.language.languageCode's identifier") { i, v, _, _ in
            i.locale(v).language.languageCode.map { .string($0.identifier) } ?? .null
        })
        locale.add(.init("regionCode", .property, result: .optional(.string), note: "Locale.region's identifier") { i, v, _, _ in
            i.locale(v).region.map { .string($0.identifier) } ?? .null
        })
        locale.add(.init("currencyCode", .property, result: .optional(.string)) { i, v, _, _ in
            i.locale(v).currency.map { .string($0.identifier) } ?? .null
        })
        locale.add(.init("currency", .property, result: .optional(.named("Locale.Currency"))) { i, v, _, _ in
            i.locale(v).currency.map { Interpreter.foundationObject("Locale.Currency", [("identifier", .string($0.identifier))]) } ?? .null
        })
        // `Locale.current.measurementSystem == .metric`: the system the locale measures in, as Foundation knows it.
        locale.add(.init("measurementSystem", .property, result: .named(measurementSystemTypeName)) { i, v, _, _ in
            let system = i.locale(v).measurementSystem
            return .member(name: system == .us ? "us" : system == .uk ? "uk" : "metric", arguments: [])
        })
        locale.add(.init("usesMetricSystem", .property, result: .bool) { i, v, _, _ in .bool(i.locale(v).usesMetricSystem) })
        locale.add(.init("currencySymbol", .property, result: .optional(.string)) { i, v, _, _ in
            i.locale(v).currencySymbol.map { .string($0) } ?? .null
        })
        locale.add(.init("decimalSeparator", .property, result: .optional(.string)) { i, v, _, _ in
            i.locale(v).decimalSeparator.map { .string($0) } ?? .null
        })
        locale.add(.init("groupingSeparator", .property, result: .optional(.string)) { i, v, _, _ in
            i.locale(v).groupingSeparator.map { .string($0) } ?? .null
        })
        // `Locale.current.localizedString(forCurrencyCode: "EUR")`: the name in the locale's language, as Foundation has it.
        locale.add(.init("localizedString", .method, ["forCurrencyCode:String", "forLanguageCode:String", "forRegionCode:String", "forIdentifier:String"],
                         result: .optional(.string)) { i, v, args, r in
            let locale = i.locale(v)
            let name: String?
            if let code = args.value("forCurrencyCode") {
                name = locale.localizedString(forCurrencyCode: try i.string(code, r))
            } else if let code = args.value("forLanguageCode") {
                name = locale.localizedString(forLanguageCode: try i.string(code, r))
            } else if let code = args.value("forRegionCode") {
                name = locale.localizedString(forRegionCode: try i.string(code, r))
            } else {
                name = locale.localizedString(forIdentifier: try i.string(args.value("forIdentifier"), r))
            }
            return name.map { .string($0) } ?? .null
        })
        let identifiers: BuiltinBody = { i, _, _, r in
            let all = Locale.availableIdentifiers
            try i.chargeElements(all.count, at: r)
            return .array(all.map { .string($0) })
        }
        locale.add(.init("availableIdentifiers", .staticProperty, result: .array(.string), note: "Foundation's list on this machine", body: identifiers))
        registry.types["NSLocale"]?.add(.init("availableLocaleIdentifiers", .staticProperty, result: .array(.string),
                                               note: "Foundation's list on this machine", body: identifiers))
    }

    static let directionTypeName = "Locale.LanguageDirection"
    static let hourCycleTypeName = "Locale.HourCycle"
    static let measurementSystemTypeName = "Locale.MeasurementSystem"

    static func hourCycle(_ cycle: Locale.HourCycle) -> String {
        switch cycle {
        case .zeroToEleven: return "zeroToEleven"
        case .oneToTwelve: return "oneToTwelve"
        case .zeroToTwentyThree: return "zeroToTwentyThree"
        case .oneToTwentyFour: return "oneToTwentyFour"
        @unknown default: return "zeroToTwentyThree"
        }
    }

    static func direction(_ direction: Locale.LanguageDirection) -> String {
        switch direction {
        case .leftToRight: return "leftToRight"
        case .rightToLeft: return "rightToLeft"
        case .topToBottom: return "topToBottom"
        case .bottomToTop: return "bottomToTop"
        default: return "unknown"
        }
    }

    static func region(_ locale: Locale) -> Value {
        locale.region.map { Interpreter.foundationObject("Locale.Region", [("identifier", .string($0.identifier))]) } ?? .null
    }

    static func languageValue(_ locale: Locale) -> Value {
        let code = locale.language.languageCode.map { Interpreter.foundationObject("Locale.LanguageCode", [("identifier", .string($0.identifier))]) } ?? .null
        return Interpreter.foundationObject("Locale.Language", [("languageCode", code), ("region", region(locale))])
    }
}
