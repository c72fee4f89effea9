/// `.foregroundStyle(...)` / `.background(...)`: a hierarchical style, a
/// named system colour, an sRGB colour from hex, or a gradient.
public enum ColorStyle: Sendable, Hashable {
    case primary, secondary, tertiary
    case named(NamedColor)
    case rgb(UInt8, UInt8, UInt8)
    case clear
    /// Each cell its own colour in 24-bit colour, the middle colour otherwise.
    indirect case gradient(GradientStyle)

    /// `"red"`, `"secondary"`, `"#FF8800"`, `"ff8800"`.
    public init?(name: String) {
        switch name {
        case "primary": self = .primary
        case "secondary": self = .secondary
        case "tertiary": self = .tertiary
        case "clear": self = .clear
        default:
            if let named = NamedColor(rawValue: name) {
                self = .named(named)
            } else if let rgb = ColorStyle(hex: name) {
                self = rgb
            } else {
                return nil
            }
        }
    }

    /// `"#RRGGBB"` or `"RRGGBB"` (also `#RGB`).
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        if digits.count == 3 { digits = Substring(digits.map { "\($0)\($0)" }.joined()) }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        self = .rgb(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }
}

/// SwiftUI's named colours, with Apple's light-mode sRGB values.
public enum NamedColor: String, Sendable, Hashable, CaseIterable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    case white, gray, black

    public var rgb: (UInt8, UInt8, UInt8) {
        switch self {
        case .red: return (255, 59, 48)
        case .orange: return (255, 149, 0)
        case .yellow: return (255, 204, 0)
        case .green: return (52, 199, 89)
        case .mint: return (0, 199, 190)
        case .teal: return (48, 176, 199)
        case .cyan: return (50, 173, 230)
        case .blue: return (0, 122, 255)
        case .indigo: return (88, 86, 214)
        case .purple: return (175, 82, 222)
        case .pink: return (255, 45, 85)
        case .brown: return (162, 132, 94)
        case .white: return (255, 255, 255)
        case .gray: return (142, 142, 147)
        case .black: return (0, 0, 0)
        }
    }

    /// The closest of the 16 ANSI colours (0–7 normal, 8–15 bright).
    var ansi16: UInt8 {
        switch self {
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow, .brown: return 3
        case .blue, .indigo: return 4
        case .purple: return 5
        case .teal, .cyan: return 6
        case .white: return 15
        case .gray: return 8
        case .orange: return 11
        case .mint: return 14
        case .pink: return 13
        }
    }
}
