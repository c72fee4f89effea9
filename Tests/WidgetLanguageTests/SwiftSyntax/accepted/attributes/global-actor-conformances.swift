@MainActor protocol Screen {}
struct Home: @MainActor Screen {}
struct Loose: @preconcurrency Sendable {}
final class Legacy: @unchecked Sendable {}
extension Int: @retroactive @unchecked Sendable {}
