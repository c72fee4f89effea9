/// One run of a concatenated text (`Text("a") + Text("b").bold()`): its
/// characters and the text-style modifiers written on it (innermost first,
/// then those of the texts it was added into).
public struct TextRun: Sendable, Hashable {
    public var text: String
    public var modifiers: [ViewModifier]

    public init(_ text: String, modifiers: [ViewModifier] = []) {
        self.text = text
        self.modifiers = modifiers
    }
}
