/// WidgetKit's redaction, as `.redacted(reason:)` draws it: the text of a
/// redacted view is a `▇` run as wide as each word (spaces kept, so lines
/// wrap as the text would), a symbol one `▇`. `.placeholder` redacts
/// everything inside; `.privacy` only views marked `.privacySensitive()`;
/// `.unredacted()` stops both for the views inside it.
/// `.hidden()` uses the same path with blanks: the text and symbols of a hidden
/// view keep their cells and show nothing.
struct Redaction {
    var placeholder = false
    var privacy = false
    var unredacted = false
    var privacySensitive = false
    var hidden = false

    var isActive: Bool { hidden || (!unredacted && (placeholder || (privacy && privacySensitive))) }

    static let bar: Character = "▇"

    /// What one cell of a redacted text or symbol shows.
    var mark: Character { hidden ? " " : Redaction.bar }

    /// The text as redaction bars (blanks when hidden) of the same cell widths.
    func bars(_ text: String) -> String {
        let bar = mark
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
