/// WidgetKit's redaction, as `.redacted(reason:)` draws it: the text of a
/// redacted view is a `▇` run as wide as each word (spaces kept, so lines
/// wrap as the text would), a symbol one `▇`. `.placeholder` redacts
/// everything inside; `.privacy` only views marked `.privacySensitive()`;
/// `.unredacted()` stops both for the views inside it.
struct Redaction {
    var placeholder = false
    var privacy = false
    var unredacted = false
    var privacySensitive = false

    var isActive: Bool { !unredacted && (placeholder || (privacy && privacySensitive)) }

    static let bar: Character = "▇"

    /// The text as redaction bars of the same cell widths.
    static func bars(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            if character == " " || character == "\n" {
                out.append(character)
            } else {
                for _ in 0..<CellWidth.of(character) { out.append(bar) }
            }
        }
        return out
    }
}
