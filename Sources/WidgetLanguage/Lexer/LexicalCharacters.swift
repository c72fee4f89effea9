/// Which characters make names and operators, as the grammar summary of *The
/// Swift Programming Language* lists them (Lexical Structure: identifiers and
/// operators), where the compiler agrees; `swiftc -parse` decides the edges.
enum LexicalCharacters {
    /// Start a name: `A`–`Z`, `a`–`z`, `_`, and letters, ideographs and symbols of other scripts (emoji too).
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return isASCIILetter(UInt8(value)) || value == 0x5F }
        return contains(identifierHeads, value) || isPlaneIdentifier(value)
    }

    /// Continue a name: a head, a digit, `$`, or a combining mark.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return isASCIILetter(UInt8(value)) || isDigit(UInt8(value)) || value == 0x5F || value == 0x24 }
        return isIdentifierHead(scalar) || contains(combiningMarks, value)
    }

    /// Start an operator: `/ = - + ! * % < > & | ^ ~ ?` and mathematical and other symbols.
    static func isOperatorHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 { return asciiOperatorCharacters.contains(UInt8(value)) }
        return contains(operatorHeads, value)
    }

    /// Continue an operator: a head or a combining mark (variation selectors too).
    static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isOperatorHead(scalar) || contains(operatorMarks, scalar.value)
    }

    static let asciiOperatorCharacters: Set<UInt8> = Set("/=-+!*%<>&|^~?".utf8)

    static func isASCIILetter(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) }

    static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        ranges.contains { $0.contains(value) }
    }

    /// U+10000 to U+EFFFD, each plane but its last two code points.
    static func isPlaneIdentifier(_ value: UInt32) -> Bool {
        value >= 0x10000 && value <= 0xEFFFD && value & 0xFFFF <= 0xFFFD
    }

    static let identifierHeads: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA,
        0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF,
        0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF,
        0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793,
        0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
        // The compiler stops at U+FFF8: U+FFF9 to U+FFFD are no part of a name.
        0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFF8,
    ]

    static let combiningMarks: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    static let operatorHeads: [ClosedRange<UInt32>] = [
        0xA1...0xA7, 0xA9...0xA9, 0xAB...0xAC, 0xAE...0xAE, 0xB0...0xB1, 0xB6...0xB6, 0xBB...0xBB,
        0xBF...0xBF, 0xD7...0xD7, 0xF7...0xF7,
        0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E,
        0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
        0x3001...0x3003, 0x3008...0x3020, 0x3030...0x3030,
    ]

    static let operatorMarks: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF,
    ]
}
