import WidgetLanguage
import WidgetRender

extension WidgetSession {
    /// The images of a body that draw as the box (malformed, too large,
    /// unsupported, missing), as problems at their place in the widget file.
    func imageProblems(in node: ViewNode) -> [SessionError] {
        node.pictureNotes.map { note in
            func location(_ parts: [Int]) -> SourceLocation {
                SourceLocation(line: parts.first ?? 1, column: parts.dropFirst().first ?? 1, offset: parts.dropFirst(2).first ?? 0)
            }
            return SessionError(note.message, at: SourceRange(start: location(note.start), end: location(note.end)))
        }
    }

    /// An image's problem as the frame's `⚠` line: `line:column: message`, or
    /// `File.swift:line:column: message` in a module of several files.
    func imageLine(_ problem: SessionError) -> String {
        problem.range.map { "\(program.file.shortDescribe($0.start)): \(problem.message)" } ?? problem.message
    }
}
