/// How many terminal cells text takes: East Asian wide and fullwidth
/// characters and emoji take two, combining marks, joiners and variation
/// selectors none, everything else one. Measured per grapheme cluster.
public enum CellWidth {
    /// Cells one grapheme cluster takes (0, 1 or 2).
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        let scalars = character.unicodeScalars
        var base: Unicode.Scalar?
        var emojiPresentation = false
        var hasVS16 = false
        for scalar in scalars {
            let properties = scalar.properties
            if scalar.value == 0xFE0F { hasVS16 = true; continue }
            if properties.isEmojiPresentation { emojiPresentation = true }
            if base == nil, !isZeroWidth(scalar) { base = scalar }
        }
        guard let base else { return 0 }
        if emojiPresentation { return 2 }
        if hasVS16, base.properties.isEmoji { return 2 }
        return isWide(base.value) ? 2 : 1
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
