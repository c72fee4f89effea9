@MainActor protocol Presenter: AnyObject {
    @MainActor var title: String { get }
    nonisolated func key() -> String
    @discardableResult func present() async -> Bool
    @available(iOS 17, *) func modern()
    init() async throws
    associatedtype Output: Sendable
    static var preview: Self { get }
}
