/// `.font(...)`: a text style or a system font of a size. A terminal has one
/// size of letter, so a font chooses weight (text styles from `.headline` up
/// are bold) and, for `.system(size:)` of 40 points or more, big numerals.
public enum Font: Sendable, Hashable {
    case largeTitle, title, title2, title3, headline, subheadline
    case body, callout, footnote, caption, caption2
    case system(size: Double, weight: FontWeight?)

    /// `"title2"`, `"caption"`, … as written after a dot.
    public init?(textStyle name: String) {
        switch name {
        case "largeTitle": self = .largeTitle
        case "title": self = .title
        case "title2": self = .title2
        case "title3": self = .title3
        case "headline": self = .headline
        case "subheadline": self = .subheadline
        case "body": self = .body
        case "callout": self = .callout
        case "footnote": self = .footnote
        case "caption": self = .caption
        case "caption2": self = .caption2
        default: return nil
        }
    }

    /// The weight a text style implies when no `fontWeight` is given.
    var impliedWeight: FontWeight? {
        switch self {
        case .largeTitle, .title, .title2, .title3, .headline: return .bold
        case .system(_, let weight): return weight
        default: return nil
        }
    }

    /// Digits in fonts this large are drawn as block numerals (see docs/render.md).
    var wantsBigNumerals: Bool {
        if case .system(let size, _) = self { return size >= 40 }
        return false
    }
}

public enum FontWeight: String, Sendable, Hashable, Codable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    var isBold: Bool {
        switch self {
        case .semibold, .bold, .heavy, .black: return true
        default: return false
        }
    }

    var isFaint: Bool {
        switch self {
        case .ultraLight, .thin, .light: return true
        default: return false
        }
    }
}
