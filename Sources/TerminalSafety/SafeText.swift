/// The one sanitizer for text written to a terminal — stdout and stderr,
/// frames and diagnostics. Characters that could drive the terminal or
/// reorder what it shows are written visibly instead, so a message stays
/// readable and nothing in it is executed:
///
/// - ESC and the other C0 controls (but newline and tab) become their Control
///   Pictures: ESC → `␛`, BEL → `␇`, CR → `␍`; DEL becomes `␡`;
/// - C1 controls (U+0080–U+009F, e.g. the 8-bit CSI) become `\u{9B}`;
/// - bidirectional overrides, embeddings, isolates and marks (U+202A–U+202E,
///   U+2066–U+2069, U+200E, U+200F, U+061C) become `⟨U+202E⟩`.
///
/// The result contains none of these, so sanitizing twice changes nothing.
/// (Data read by sources is cleaned earlier and differently: `TerminalText`
/// removes whole escape sequences from it, so a widget's values hold no
/// `␛[31m` residue; anything left is made visible here on the way out.)
public enum SafeText {
    /// `text` with every terminal control shown visibly.
    public static func visible(_ text: String) -> String {
        guard mayNeedEscaping(text) else { return text }
        var output = ""
        output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let shown = replacement(scalar) { output += shown } else { output.unicodeScalars.append(scalar) }
        }
        return output
    }

    /// What `scalar` is written as, or nil when it is written as it is.
    public static func replacement(_ scalar: Unicode.Scalar) -> String? {
        let v = scalar.value
        switch v {
        case 0x0A, 0x09: return nil
        case 0x00..<0x20: return String(Character(Unicode.Scalar(0x2400 + v) ?? "?"))
        case 0x7F: return "␡"
        case 0x80...0x9F: return "\\u{" + hex(v) + "}"
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return "⟨U+" + (v < 0x1000 ? "0" : "") + hex(v) + "⟩"
        default: return nil
        }
    }

    /// Whether `scalar` is written differently by `visible`.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool { replacement(scalar) != nil }

    /// JSON text (from `JSONSerialization`, which escapes C0 but writes C1,
    /// DEL and bidi controls raw) with those written as `\uXXXX` escapes: the
    /// same JSON value, safe to print. Such characters can only be inside
    /// strings, where the escape means the same character.
    public static func json(_ text: String) -> String {
        guard mayNeedEscaping(text) else { return text }
        var output = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                let digits = hex(scalar.value)
                output += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits.lowercased()
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// False when no UTF-8 byte can start a character `visible` replaces
    /// (the usual case: one pass over the bytes, no allocation).
    static func mayNeedEscaping(_ text: String) -> Bool {
        text.utf8.contains { byte in
            (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == 0x7F
                || byte == 0xC2 || byte == 0xD8 || byte == 0xE2  // lead bytes of C1, U+061C, U+200E…U+2069
        }
    }

    static func hex(_ value: UInt32) -> String { String(value, radix: 16, uppercase: true) }
}
