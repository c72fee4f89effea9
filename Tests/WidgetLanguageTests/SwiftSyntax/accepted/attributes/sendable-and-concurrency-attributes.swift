@MainActor final class Coordinator: Sendable {}
final class Box: @unchecked Sendable { var v = 0 }
@Sendable func sendableFunc() {}
struct Job: Sendable { let run: @Sendable () async -> Void }
@globalActor actor StorageActor { static let shared = StorageActor() }
@StorageActor func stored() {}
@preconcurrency @MainActor protocol Legacy {}
nonisolated struct Plain {}
