import Foundation
import WidgetLanguage

/// How `widgetry test` runs a widget file: the clock, and where its scratch stores go.
public struct TestOptions: Sendable {
    /// The fixed clock of every preview and test, so snapshots do not change
    /// from day to day. Dates are shown in UTC with the en_US locale.
    public var now: Date
    /// A folder for the temporary stores (each test gets a fresh one).
    public var scratchFolder: String
    public var trace: (@Sendable (String) -> Void)?

    public static let defaultNow = Date(timeIntervalSince1970: 1_767_258_000)  // 2026-01-01T09:00:00Z

    public init(scratchFolder: String, now: Date = TestOptions.defaultNow) {
        self.scratchFolder = scratchFolder
        self.now = now
    }
}

/// One entry of a `preview`, rendered as plain text.
public struct PreviewRender: Sendable {
    public var widget: String
    public var family: String
    /// 1-based number among the file's preview entries of this family, in file order.
    public var number: Int
    /// The entry's expression.
    public var range: SourceRange
    public var result: Result<String, SessionError>
}

/// What a `test` block did.
public struct TestOutcome: Sendable {
    public var name: String
    public var range: SourceRange
    /// Empty when the test passed.
    public var failures: [TestFailure]
    public var passed: Bool { failures.isEmpty }
}

/// A failed expectation, or the error that stopped a test.
public struct TestFailure: Sendable {
    public var message: String
    public var range: SourceRange?
    /// Values that explain the failure: operands of a comparison, the last render.
    public var details: [String]

    public init(message: String, range: SourceRange?, details: [String] = []) {
        self.message = message
        self.range = range
        self.details = details
    }
}
