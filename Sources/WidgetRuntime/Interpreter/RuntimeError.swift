import WidgetLanguage

/// An error while running a widget: a message at a source location.
public struct RuntimeError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var range: SourceRange
    /// True for errors the program raised itself (`throw`, a failed source):
    /// these can be caught with `do`/`catch`. Budget and type faults cannot.
    public var isCatchable: Bool
    /// The thrown value, for `catch`.
    public var thrown: Value?

    public init(_ message: String, at range: SourceRange, isCatchable: Bool = false, thrown: Value? = nil) {
        self.message = message
        self.range = range
        self.isCatchable = isCatchable
        self.thrown = thrown
    }

    public var diagnostic: Diagnostic { .error(message, at: range) }
    public var description: String { "\(range.start): \(message)" }
}

/// Non-local exits inside the interpreter.
enum Unwind: Error {
    case returned(Value)
    case breakLoop
    case continueLoop
    /// `break outer` / `continue outer`: unwinds to the statement with that label.
    case breakLabel(String)
    case continueLabel(String)
    /// `fallthrough`: runs the next case's body.
    case fallthroughCase
}
