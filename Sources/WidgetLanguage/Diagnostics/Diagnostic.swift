/// A problem found in a widget file, located by a source range.
public struct Diagnostic: Sendable, Hashable, Error {
    public enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    /// A secondary message, optionally at another place.
    public struct Note: Sendable, Hashable {
        public var message: String
        public var range: SourceRange?
        public init(_ message: String, range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]

    public init(_ severity: Severity, _ message: String, at range: SourceRange, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
    }

    public static func error(_ message: String, at range: SourceRange, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: range, notes: notes)
    }

    public static func warning(_ message: String, at range: SourceRange, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: range, notes: notes)
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
