import LanguageServer
import WidgetLanguage

extension ModuleAnalysis {
    /// `check`'s diagnostics for each file of the module (every file has an entry,
    /// empty when it has none, so the editor clears what was fixed): the same
    /// messages, at the same places; notes become related information.
    func publishedDiagnostics() -> [[LSPDiagnostic]] {
        var byFile = Array(repeating: [LSPDiagnostic](), count: module.files.count)
        for diagnostic in result.diagnostics {
            let (file, range) = self.range(diagnostic.range)
            let related = diagnostic.notes.map { note in
                LSPDiagnostic.Related(location: location(note.range ?? diagnostic.range), message: note.message)
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
