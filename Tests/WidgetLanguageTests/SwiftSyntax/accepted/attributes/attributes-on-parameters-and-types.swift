func params(
    @ViewBuilder content: () -> some View,
    _ action: @escaping @MainActor @Sendable () -> Void,
    values: [@Sendable () -> Void],
    @_inheritActorContext operation: @escaping @Sendable () async -> Void
) {}
struct Holder { let callback: @MainActor (Int) -> Void }
