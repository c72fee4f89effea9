/// A source that could not give its data: the message says what happened,
/// first things first (it is cut to one line inside the widget's frame); the
/// detail says more where there is room (on stderr).
public struct SourceFailure: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var detail: String?
    public init(_ message: String, detail: String? = nil) {
        self.message = message
        self.detail = detail
    }
    public var description: String { detail.map { "\(message); \($0)" } ?? message }
}
