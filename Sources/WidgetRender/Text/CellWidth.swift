/// How many terminal cells text takes, measured per grapheme cluster the way
/// current terminals draw it: East Asian wide and fullwidth characters and
/// emoji take two; an emoji cluster (presentation sequence, skin-tone
/// modifier, ZWJ sequence, flag, keycap) is one two-cell glyph; combining
/// marks, joiners and variation selectors take none; everything else one.
/// `WIDGETRY_WIDTH` (see `WidthSettings`) adjusts the sequences terminals
/// disagree on.
public enum CellWidth {
    /// Cells one grapheme cluster takes (0, 1, 2, or more with `tones=split`).
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        return of(character, settings: WidthSettings.current)
    }

    /// Cells one grapheme cluster takes under explicit settings.
    static func of(_ character: Character, settings: WidthSettings) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        var base: Unicode.Scalar?
        var hasVS16 = false, joined = false
        var modifiers = 0
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0xFE0F: hasVS16 = true; continue
            case 0x200D: joined = true; continue
            case 0x1F3FB...0x1F3FF where base != nil:
                if !joined { modifiers += 1 }  // a ZWJ sequence is as wide as its first emoji
                continue
            default: break
            }
            if base == nil, !isZeroWidth(scalar) { base = scalar }
        }
        guard let base else { return 0 }
        let properties = base.properties
        var width = 1  // ✈ ✈︎ ☀︎ İ ồ
        if properties.isEmojiPresentation || isWide(base.value) {
            width = 2  // 🐶 🇹🇷 漢 (a VS15 does not narrow them)
        } else if hasVS16, properties.isEmoji {
            width = settings.vs16Width  // ✈️ ❤️ 1️⃣ 🏳️‍🌈 (1⃣ without VS16 is the text keycap: 1)
        }
        guard modifiers > 0 else { return width }
        // 👍🏽 ☝🏽 are one glyph; a terminal that draws the tone as a swatch of its own adds two cells.
        if properties.isEmojiModifierBase, !settings.splitsModifiers { return 2 }
        return min(maxClusterWidth, width + 2 * min(modifiers, maxClusterWidth))
    }

    /// The most cells one cluster counts for (a letter followed by a hundred
    /// skin tones is one cluster; its pieces past this are not drawn).
    static let maxClusterWidth = 8

    /// A cluster as the pieces a terminal draws when it draws skin tones
    /// apart: `👍🏽` is `👍` and `🏽`, `👩🏽‍💻` is `👩`, `🏽‍` and `💻` (of
    /// which the canvas keeps those that fit the cluster's cells). The
    /// canvas stores pieces of at most two cells.
    static func pieces(of character: Character) -> [Character] {
        var strings: [String] = []
        var current = String.UnicodeScalarView()
        var joined = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0x200D { joined = true }
            if (0x1F3FB...0x1F3FF).contains(scalar.value), !joined, !current.isEmpty {
                strings.append(String(current))
                current = String.UnicodeScalarView()
            }
            current.append(scalar)
        }
        if !current.isEmpty { strings.append(String(current)) }
        return strings.flatMap { Array($0) }  // a piece may be several clusters on its own
    }

    /// Cells a string takes on one line.
    public static func of(_ text: String) -> Int {
        var total = 0
        var allASCII = true
        for byte in text.utf8 where byte >= 0x80 || byte < 0x20 || byte == 0x7F {
            allASCII = false
            break
        }
        if allASCII { return text.utf8.count }
        for character in text { total += of(character) }
        return total
    }

    /// Combining marks, format characters (ZWJ, ZWNJ, BOM…) and controls take no cell.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return true }
        if v >= 0x1160 && v <= 0x11FF { return true }  // Hangul medial vowels, final consonants
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// East_Asian_Width W or F (binary search in the generated table).
    static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        let table = EastAsianWidthTable.wideRanges
        var low = 0
        var high = table.count / 2 - 1
        while low <= high {
            let mid = (low + high) / 2
            if value < table[mid * 2] {
                high = mid - 1
            } else if value > table[mid * 2 + 1] {
                low = mid + 1
            } else {
                return true
            }
        }
        return false
    }
}
