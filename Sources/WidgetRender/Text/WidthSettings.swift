/// How `CellWidth` counts the emoji sequences terminals disagree on, from
/// `WIDGETRY_WIDTH` (read once, at the first measurement): a comma-separated
/// list of `vs16=1|2`, `tones=joined|split`, `legacy` (both narrow choices,
/// what tmux 3.3a does) or `modern` (the defaults). Unknown words are ignored
/// and listed in `unrecognized`. Snapshots are measured with it too. See
/// docs/render.md, "Text measuring".
public struct WidthSettings: Sendable, Hashable {
    /// Cells of a text-default symbol made emoji by VS16 (`✈️`, `❤️`, `☀️`, `1️⃣`, `🏳️‍🌈`): 2 by default.
    public var vs16Width = 2
    /// Whether a skin-tone modifier is drawn as a swatch of its own (`👍🏽` = 4 cells) instead of joining its emoji (2).
    public var splitsModifiers = false
    /// Words of the setting that meant nothing.
    public var unrecognized: [String] = []

    public init() {}

    public init(parsing text: String) {
        for word in text.split(separator: ",") {
            let item = word.filter { !$0.isWhitespace }.lowercased()
            switch item {
            case "": break
            case "vs16=1", "vs16=narrow": vs16Width = 1
            case "vs16=2", "vs16=wide": vs16Width = 2
            case "tones=split": splitsModifiers = true
            case "tones=joined": splitsModifiers = false
            case "legacy":
                vs16Width = 1
                splitsModifiers = true
            case "modern":
                vs16Width = 2
                splitsModifiers = false
            default: unrecognized.append(String(word))
            }
        }
    }

    /// The settings of this process.
    public static let current = WidthSettings(parsing: PlatformEnvironment.value(of: "WIDGETRY_WIDTH") ?? "")
}
