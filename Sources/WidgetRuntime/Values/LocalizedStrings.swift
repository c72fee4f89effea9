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
