import Foundation

func run() {
    let us = Locale(identifier: "en_US")
    print(us.localizedString(forCurrencyCode: "EUR") ?? "nil", us.localizedString(forCurrencyCode: "JPY") ?? "nil")
    print(us.localizedString(forLanguageCode: "de") ?? "nil", us.localizedString(forRegionCode: "FR") ?? "nil")
    print(us.localizedString(forIdentifier: "fr_CA") ?? "nil")
    let german = Locale(identifier: "de_DE")
    print(german.localizedString(forCurrencyCode: "USD") ?? "nil", german.localizedString(forRegionCode: "US") ?? "nil")
    print(us.currencyCode ?? "nil", german.currencyCode ?? "nil", us.currencySymbol ?? "nil", german.currencySymbol ?? "nil")
    let identifiers = Locale.availableIdentifiers
    print(identifiers.contains("en_US"), identifiers.contains("de_DE"), identifiers.count > 100)
    print(NSLocale.availableLocaleIdentifiers.count == identifiers.count)
    let euroLocales = identifiers.filter { Locale(identifier: $0).currencyCode == "EUR" }
    print(euroLocales.contains("fr_FR"), euroLocales.contains("en_US"))
}
