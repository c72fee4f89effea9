let add: (Int, Int) -> Int = { $0 + $1 }
let noArgs: () -> Void = {}
let returnsFunction: (Int) -> (Int) -> Int = { a in { b in a + b } }
let throwing: (String) throws -> Data? = { _ in nil }
let asyncWork: () async -> Int = { 1 }
let asyncThrows: () async throws -> [String] = { [] }
let labeledParams: (_ value: Int, _ scale: Double) -> Double = { Double($0) * $1 }
var handler: ((Result<String, Error>) -> Void)?
