import LanguageServer
import WidgetLanguage

extension ModuleAnalysis {
    /// `check`'s diagnostics for each file of the module (every file has an entry,
    /// empty when it has none, so the editor clears what was fixed): the same
    /// messages, at the same places; notes become related information. Those in
    /// Swift generated from a project's files (no document holds it) are left out.
    func publishedDiagnostics() -> [[LSPDiagnostic]] {
        var byFile = Array(repeating: [LSPDiagnostic](), count: module.files.count)
        for diagnostic in result.diagnostics where isInDocument(diagnostic.range.start.offset) {
            let (file, range) = self.range(diagnostic.range)
            let related = diagnostic.notes.compactMap { note in
                location(note.range ?? diagnostic.range).map { LSPDiagnostic.Related(location: $0, message: note.message) }
            }
            byFile[file].append(LSPDiagnostic(range: range, severity: Self.severity(diagnostic.severity), source: "widgetry",
                                              message: diagnostic.message, relatedInformation: related.isEmpty ? nil : related))
        }
        return byFile
    }

    static func severity(_ severity: Diagnostic.Severity) -> LSPDiagnostic.Severity {
        switch severity {
        case .error: return .error
        case .warning: return .warning
        case .note: return .information
        }
    }
}
