import Foundation

/// `String.Encoding`: Foundation's encodings by their case names, one table for every API that takes one
/// (`String(data:encoding:)`, `data(using:)`, `lengthOfBytes(using:)`, `addingPercentEscapes`, `rawValue`).
enum FoundationStringEncodings {
    static let typeName = "String.Encoding"

    /// Every encoding Foundation names, in its order.
    static let all: [(name: String, encoding: String.Encoding)] = [
        ("ascii", .ascii), ("nextstep", .nextstep), ("japaneseEUC", .japaneseEUC), ("utf8", .utf8),
        ("isoLatin1", .isoLatin1), ("symbol", .symbol), ("nonLossyASCII", .nonLossyASCII), ("shiftJIS", .shiftJIS),
        ("isoLatin2", .isoLatin2), ("unicode", .unicode), ("windowsCP1251", .windowsCP1251), ("windowsCP1252", .windowsCP1252),
        ("windowsCP1253", .windowsCP1253), ("windowsCP1254", .windowsCP1254), ("windowsCP1250", .windowsCP1250),
        ("iso2022JP", .iso2022JP), ("macOSRoman", .macOSRoman), ("utf16", .utf16), ("utf16BigEndian", .utf16BigEndian),
        ("utf16LittleEndian", .utf16LittleEndian), ("utf32", .utf32), ("utf32BigEndian", .utf32BigEndian),
        ("utf32LittleEndian", .utf32LittleEndian),
    ]

    static let byName: [String: String.Encoding] = Dictionary(all.map { ($0.name, $0.encoding) }, uniquingKeysWith: { first, _ in first })

    /// The encoding a value names (`.utf8`, `String.Encoding.utf16LittleEndian`, or its `rawValue`, as `NSString(data:encoding:)`
    /// takes it); UTF-8 when none is given.
    static func encoding(_ value: Value?, _ i: Interpreter) -> String.Encoding {
        if case .int(let raw)? = value, raw >= 0 { return String.Encoding(rawValue: UInt(raw)) }
        return i.caseName(value).flatMap { byName[$0] } ?? .utf8
    }
}
