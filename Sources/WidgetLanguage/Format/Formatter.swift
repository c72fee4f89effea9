/// `widgetry fmt`: prints a widget file in its canonical layout.
///
/// The formatter works on the token stream with the comments put back in
/// their places, so no token and no comment is ever lost or reordered. It
/// decides only the white space between them:
///
/// - indentation: four spaces per open bracket, counted once per line; a
///   line that continues a statement (a `.modifier`, an operand, a trailing
///   closure label) is indented once more, except after a closing `}` line,
///   where SwiftUI code keeps modifiers level with the view;
/// - line breaks: where the author put them, except that `;` becomes a line
///   break, a block written over several lines has its statements on lines of
///   their own, `{` joins the line before it, `else`/`catch` join the `}`
///   before them, and at most one blank line is kept (none after an opening or
///   before a closing bracket); declarations that span lines are separated by
///   a blank line;
/// - spaces: one around binary operators (none around `..<` and `...`), after
///   `,` and `:`, before `{`; none inside brackets, before `(`/`[` of a call or
///   subscript, after prefix operators or around `.`;
/// - trailing comments on consecutive lines are aligned one space after the
///   longest line.
///
/// The result is checked before it is returned: it must parse to the same
/// syntax tree (ranges aside), otherwise formatting fails and the file is left
/// as it was.
public enum WidgetFormatter {
    public struct Failure: Error, Sendable, CustomStringConvertible {
        /// The file's own errors (it must parse before it can be formatted).
        public var diagnostics: [Diagnostic]
        public var message: String
        public var description: String { message }
    }

    /// The canonical layout of `file`.
    public static func format(_ file: SourceFile) throws -> String {
        let (tree, diagnostics) = Parser.parseAsWritten(file)
        guard !diagnostics.hasErrors else {
            throw Failure(diagnostics: diagnostics.limited(), message: "\(file.path) has syntax errors; fix them before formatting")
        }
        var lexer = Lexer(file: file)
        let tokens = lexer.tokenize()
        let layout = Layout(file: file, tokens: tokens, comments: lexer.comments, tree: tree)
        let text = layout.render()
        let (reparsed, problems) = Parser.parseAsWritten(SourceFile(path: file.path, text: text))
        guard !problems.hasErrors, reparsed.withoutRanges == tree.withoutRanges else {
            throw Failure(diagnostics: [], message: "formatting \(file.path) would change its meaning (a bug in 'widgetry fmt'); the file is left as it is")
        }
        return text
    }
}
