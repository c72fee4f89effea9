typealias Completion = (Result<Data, Error>) -> Void
typealias StringMap<Value> = [String: Value]
typealias Pair<T> = (T, T)
let m: StringMap<Int> = [:]
let p: Pair<Double> = (1, 2)
public typealias Handler = @Sendable (Int) async throws -> Void
