import Foundation
import WidgetLanguage

/// The names a run looked up past the checker's bindings: a name at a place where the checker made no binding (or
/// bound it to nothing the run holds), found instead by the interpreter's search (`Interpreter.lookup`). Code the
/// checker passed should have none; tests run programs with a log set (`BindingAudit.$log.withValue`) and require it
/// empty. Names the runtime writes itself (`self.receiver`, a completion handler's variables) hold a character no
/// Swift name has and are not logged.
public enum BindingAudit {
    @TaskLocal public static var log: Log?

    public final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [String] = []

        public init() {}

        /// "name at line:column of file", in the order the run met them.
        public var entries: [String] { lock.withLock { names } }

        func record(_ name: String, at range: SourceRange, in path: String, note: String? = nil) {
            let noted = note.map { " (\($0))" } ?? ""
            lock.withLock { names.append("'\(name)'\(noted) at \(range.start.line):\(range.start.column) of \(path)") }
        }
    }

    /// Whether a name is one the runtime writes (not a Swift identifier).
    static func isWrittenByRuntime(_ name: String) -> Bool {
        name.contains(" ") || name.contains(".")
    }
}
