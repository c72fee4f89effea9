import WidgetLanguage
import WidgetRender

/// `Text("a") + Text("b").bold()`: Swift's `Text + Text`, one text whose runs
/// keep their own text styles when drawn.
enum TextConcatenation {
    /// The runs of a text view: nil for a view that is not a text with text-style modifiers only.
    static func runs(of node: ViewNode) -> [TextRun]? {
        guard node.modifiers.allSatisfy(isTextStyle) else { return nil }
        switch node.kind {
        case .text(let text): return [TextRun(text, modifiers: node.modifiers)]
        case .styledText(let runs): return runs.map { TextRun($0.text, modifiers: $0.modifiers + node.modifiers) }
        default: return nil
        }
    }

    private static func isTextStyle(_ modifier: ViewModifier) -> Bool {
        switch modifier {
        case .font, .fontWeight, .bold, .italic, .underline, .strikethrough, .foregroundStyle: return true
        default: return false
        }
    }
}

extension Interpreter {
    /// `a + b` of two views: both must be texts.
    func concatenatedText(_ a: ViewNode, _ b: ViewNode, at range: SourceRange) throws -> Value {
        guard let left = TextConcatenation.runs(of: a), let right = TextConcatenation.runs(of: b) else {
            throw error("'+' joins two Texts (with text modifiers such as .bold() or .foregroundColor(…)), not other views", range)
        }
        try charge((left.count + right.count) * 16, at: range)
        return .view(ViewNode(.styledText(left + right)))
    }
}
