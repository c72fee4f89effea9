func run(_ body: @escaping @Sendable () -> Void) {}
func later(_ work: @escaping @MainActor () async -> Void) {}
func autoclose(_ message: @autoclosure () -> String) {}
func convention(_ callback: @convention(c) (Int32) -> Int32) {}
func block(_ callback: @convention(block) () -> Void) {}
func isolatedAny(_ op: @isolated(any) () async -> Void) {}
func sending(_ op: sending @escaping () -> Void) {}
