/// How much colour the output may use.
public enum ColorMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Plain text: no escape codes at all.
    case none
    /// SGR attributes and the 16 ANSI colours.
    case ansi16
    /// The 256-colour palette (`38;5;n`).
    case ansi256
    /// 24-bit colour (`38;2;r;g;b`).
    case trueColor

    /// The mode a terminal supports, from its environment: `NO_COLOR` (any
    /// non-empty value) or not being a terminal means `.none`; `COLORTERM`
    /// `truecolor`/`24bit` means 24-bit; a `TERM` containing `256color`
    /// means 256; `TERM=dumb` means none; anything else 16 colours.
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard isTerminal else { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = (environment["TERM"] ?? "").lowercased()
        if term == "dumb" { return .none }
        if term.contains("256color") { return .ansi256 }
        if term.contains("truecolor") || term.contains("direct") { return .trueColor }
        return .ansi16
    }

    /// `--color` forces colour even when not a terminal; `NO_COLOR` still wins.
    public static func forced(environment: [String: String]) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let detected = detect(environment: environment, isTerminal: true)
        return detected == .none ? .ansi16 : detected
    }
}
