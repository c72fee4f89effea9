import Foundation
import LanguageServer
import WidgetTestSupport

/// One diagnostic as `widgetry check --json` prints it, and as the server's
/// published diagnostic reads when converted to the same terms (file, 1-based
/// line, column in characters), so the two can be compared.
struct CheckedDiagnostic: Hashable, CustomStringConvertible {
    var file: String
    var severity: String
    var message: String
    var start: [Int]
    var end: [Int]
    var notes: [String]

    var description: String { "\((file as NSString).lastPathComponent):\(start[0]):\(start[1])-\(end[0]):\(end[1]) \(severity): \(message) \(notes)" }

    /// `check --json PATH [--target NAME]`'s diagnostics, each in its own file (`files` are the module's).
    static func fromCheck(_ path: String, files: [String], target: String? = nil) throws -> [CheckedDiagnostic] {
        // `check --json` names the file of a module each diagnostic is in, with the line there.
        let output = CommandRunner.widgetry(["check", "--json", path] + (target.map { ["--target", $0] } ?? []))
        let json = try JSON.parse(Data(output.stdout.utf8))
        return (json.array ?? []).compactMap { item in
            guard let severity = item["severity"]?.string, let message = item["message"]?.string,
                  let file = item["path"]?.string,
                  let startLine = item["line"]?.int, let startColumn = item["column"]?.int,
                  let endLine = item["endLine"]?.int, let endColumn = item["endColumn"]?.int else { return nil }
            return CheckedDiagnostic(file: file, severity: severity, message: message,
                                     start: [startLine, startColumn], end: [endLine, endColumn],
                                     notes: (item["notes"]?.array ?? []).compactMap(\.string))
        }
    }

    /// A published diagnostic of `file` (whose text is `text`) in check's terms.
    static func fromServer(_ diagnostic: JSON, file: String, text: String) -> CheckedDiagnostic? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func lineAndColumn(_ position: JSON?) -> [Int] {
            let line = position?["line"]?.int ?? 0, character = position?["character"]?.int ?? 0
            let lineText = line < lines.count ? lines[line] : ""
            // UTF-16 units before the position → characters (Unicode scalars), as check counts columns.
            let prefix = String(decoding: Array(lineText.utf16.prefix(character)), as: UTF16.self)
            return [line + 1, prefix.unicodeScalars.count + 1]
        }
        let severities = [1: "error", 2: "warning", 3: "note"]
        guard let message = diagnostic["message"]?.string, let severity = diagnostic["severity"]?.int.flatMap({ severities[$0] }) else { return nil }
        let range = diagnostic["range"]
        return CheckedDiagnostic(file: file, severity: severity, message: message,
                                 start: lineAndColumn(range?["start"]), end: lineAndColumn(range?["end"]),
                                 notes: (diagnostic["relatedInformation"]?.array ?? []).compactMap { $0["message"]?.string })
    }
}
