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

    /// Which step of the pipeline found the problem, so tools can tell a syntax
    /// error from the rest: `syntax` (lexer, parser, lowering), `names` (a name,
    /// member or type that is not declared), `types` (everything else the checker
    /// finds), `availability` (an API or module that Widgetry does not provide),
    /// `runtime` (evaluation: a value, I/O, a budget).
    public enum Stage: String, Sendable, Hashable {
        case syntax, names, types, availability, runtime
    }

    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var stage: Stage = .types

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

extension Array where Element == Diagnostic {
    /// At most this many diagnostics of one file are kept for showing: past the
    /// first hundred, more are consequences of the same few mistakes, and a
    /// generated file with thousands of them must not print megabytes.
    public static var shownPerFile: Int { 100 }

    /// At most `limit` diagnostics, errors first — a module's errors are not hidden behind the warnings
    /// of the files before them (a hundred imports of modules Widgetry lacks) — in the order given; then
    /// one that says how many more errors and warnings there were, at the first one left out: an error
    /// if any error was left out, so the result still has errors when the whole list had.
    public func limited(to limit: Int = shownPerFile) -> [Diagnostic] {
        guard count > limit else { return self }
        var kept = Set(indices.filter { self[$0].severity == .error }.prefix(limit))
        for index in indices where kept.count < limit && self[index].severity != .error { kept.insert(index) }
        let rest = indices.filter { !kept.contains($0) }.map { self[$0] }
        let errors = rest.filter { $0.severity == .error }.count
        let warnings = rest.count - errors
        var parts: [String] = []
        if errors > 0 { parts.append("\(errors) more error\(errors == 1 ? "" : "s")") }
        if warnings > 0 { parts.append("\(warnings) more warning\(warnings == 1 ? "" : "s")") }
        let summary = Diagnostic(errors > 0 ? .error : .warning,
                                 "\(parts.joined(separator: " and ")) not shown (at most \(limit) are shown, errors first); the first left out is here",
                                 at: rest[0].range)
        return indices.filter(kept.contains).map { self[$0] } + [summary]
    }
}

extension Diagnostic {
    /// The same diagnostic found by `stage`; a message naming something Widgetry
    /// does not provide is `availability`, and after the parser one naming an
    /// undeclared name is `names`, whatever step found it.
    public func found(by stage: Stage) -> Diagnostic {
        var copy = self
        if message.contains("not available in Widgetry") || message.contains("not supported in Widgetry") {
            copy.stage = .availability
        } else if stage != .syntax, Diagnostic.namesNothingDeclared(message) {
            copy.stage = .names
        } else {
            copy.stage = stage
        }
        return copy
    }

    static func namesNothingDeclared(_ message: String) -> Bool {
        message.hasPrefix("unknown ") || message.contains(" has no member ") || message.hasPrefix("cannot find ")
            || message.hasPrefix("cannot extend unknown type")
    }
}
