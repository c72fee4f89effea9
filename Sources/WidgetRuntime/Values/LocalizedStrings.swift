/// The localized strings of a module: language → table → key → text.
/// `Localizable` is the table `Text("key")` reads; a `.strings` file outside
/// any `.lproj` folder is under the language "" (the development language's).
public struct LocalizedStrings: Sendable, Hashable {
    public var tables: [String: [String: [String: String]]]
    /// The language the keys are written in (a string catalog's `sourceLanguage`), tried after the
    /// asked one and `Base`.
    public var developmentLanguage: String

    public init(tables: [String: [String: [String: String]]] = [:], developmentLanguage: String = "en") {
        self.tables = tables
        self.developmentLanguage = developmentLanguage
    }

    public var isEmpty: Bool { tables.isEmpty }

    /// The text for `key` in a locale (`de_DE` reads `de_DE`, then `de`), then `Base`, the development
    /// language and the unnamed one; nil when no table has it.
    /// The languages the module has strings in (its `.lproj` folders' names, `Base` among them), as `Bundle.localizations`
    /// lists them; the development language alone when it has none.
    public var languages: [String] {
        let named = tables.keys.filter { !$0.isEmpty }.sorted()
        return named.isEmpty ? [developmentLanguage] : named
    }

    /// The language of the module's a locale reads (`de_DE`, then `de`), else the development language: the first of
    /// `Bundle.preferredLocalizations`.
    public func preferredLanguage(for locale: String) -> String {
        let language = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? locale
        return [locale, language].first { tables[$0] != nil } ?? developmentLanguage
    }

    public func text(_ key: String, table: String? = nil, locale: String) -> String? {
        let table = table ?? "Localizable"
        let language = locale.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? locale
        var order: [String] = []
        for candidate in [locale, language, "Base", developmentLanguage, ""] where !order.contains(candidate) { order.append(candidate) }
        for candidate in order {
            if let text = tables[candidate]?[table]?[key] { return text }
        }
        return nil
    }
}
