import Foundation
import WidgetLanguage

extension Interpreter {
    /// `Text("key")`, `Text("key", tableName:)`, `String(localized:table:)`, `NSLocalizedString(_:tableName:comment:)`:
    /// the module's localized text for the `--locale` language (then `Base`, then the development
    /// language); nil when the module has no strings or no table has the key (the key is shown).
    /// Any string `Text` is given is looked up, as SwiftUI looks up a literal: a text that is not a
    /// key is shown as it is.
    func localizedText(_ key: String, table: Value?) -> String? {
        guard let strings = program.resources?.strings, !strings.isEmpty else { return nil }
        var name: String?
        if case .string(let written)? = table { name = written }
        return strings.text(key, table: name, locale: dates.locale.identifier)
    }
}
