/// Text that came from data (a JSON string, a command's or plugin's output)
/// goes to a terminal, so it must not be able to drive the terminal: escape
/// sequences (CSI like `ESC[2J`, OSC like hyperlinks `ESC]8;;url ESC\`, DCS,
/// APC, PM, SOS, two-byte escapes), their 8-bit C1 forms, and every other C0
/// or C1 control character except newline and tab are removed.
///
/// This cleans data as it comes in (a widget's values hold no `␛[31m`
/// residue, and the text reads as the service meant it). What is written to
/// a terminal passes `SafeText.visible` (module `TerminalSafety`) on the way
/// out as well, which shows any control left — say one a widget stored
/// itself — visibly instead.
public enum TerminalText {
    public static func sanitize(_ text: String) -> String {
        // Most text has no control characters at all.
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var output = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        // Characters read ahead that still have to be looked at, first one last.
        var pending: [Unicode.Scalar] = []
        func next() -> Unicode.Scalar? { pending.popLast() ?? scalars.next() }
        while let scalar = next() {
            switch scalar.value {
            case 0x1B:
                guard let introducer = next() else { break }
                switch introducer {
                case "[": pending += skipControlSequence(&scalars)
                case "]", "P", "X", "^", "_": pending += skipString(&scalars)
                default:
                    // ESC, intermediates (0x20–0x2F), one final byte.
                    var current: Unicode.Scalar? = introducer
                    while let c = current, (0x20...0x2F).contains(c.value) { current = scalars.next() }
                    if let c = current, !(0x30...0x7E).contains(c.value) { pending.append(c) }
                }
            case 0x9B: pending += skipControlSequence(&scalars)
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F: pending += skipString(&scalars)
            case 0x0A, 0x09: output.append(scalar)
            default:
                if !isControl(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v)
    }

    /// Skips a CSI's parameter and intermediate bytes and its final byte; gives
    /// back a character that ended the sequence without belonging to it.
    private static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) -> [Unicode.Scalar] {
        while let c = scalars.next() {
            if (0x20...0x3F).contains(c.value) { continue }
            if (0x40...0x7E).contains(c.value) { return [] }
            return [c]
        }
        return []
    }

    /// Skips an OSC/DCS/SOS/PM/APC string up to its terminator (BEL, ESC \ or
    /// ST). An ESC that does not start ST ends the string and starts a new
    /// sequence: it is given back (with the character after it) to be looked at.
    private static func skipString(_ scalars: inout String.UnicodeScalarView.Iterator) -> [Unicode.Scalar] {
        while let c = scalars.next() {
            switch c.value {
            case 0x07, 0x9C: return []
            case 0x1B:
                guard let after = scalars.next() else { return [] }
                return after == "\\" ? [] : [after, c]
            default: continue
            }
        }
        return []
    }
}
