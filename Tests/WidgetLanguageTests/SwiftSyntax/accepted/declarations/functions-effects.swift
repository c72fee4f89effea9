func load() async -> Data { Data() }
func parse() throws -> Int { 0 }
func both() async throws -> [String] { [] }
func typed() throws(CancellationError) {}
func rethrowing(_ f: () throws -> Void) rethrows { try f() }
func asyncRethrows(_ f: () async throws -> Void) async rethrows { try await f() }
