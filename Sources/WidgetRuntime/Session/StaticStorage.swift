/// What the widget's process keeps: the values of user types' static properties (`static let shared = DataStore()`)
/// and the defaults `UserDefaults.register(defaults:)` gave, the statics each computed on first use, kept as long as the object that owns this
/// storage: the session, so a `watch`/`run` host keeps them between renders and
/// taps, as an extension's process keeps them; one command runs one process.
final class StaticStorage {
    var values: [String: Value] = [:]
    /// Statics being computed now: a static that needs itself is an error, not endless recursion.
    var initializing: Set<String> = []
    /// `UserDefaults.register(defaults:)`: what a key reads while the store has no value for it, by store key.
    /// As Foundation's registration domain, it is the running widget's, not kept in the store.
    var registeredDefaults: [String: Value] = [:]
}
