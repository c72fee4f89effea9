/// The values of user types' static properties (`static let shared = DataStore()`),
/// each computed on first use and kept as long as the object that owns this
/// storage: the session, so a `watch`/`run` host keeps them between renders and
/// taps, as an extension's process keeps them; one command runs one process.
final class StaticStorage {
    var values: [String: Value] = [:]
    /// Statics being computed now: a static that needs itself is an error, not endless recursion.
    var initializing: Set<String> = []
}
