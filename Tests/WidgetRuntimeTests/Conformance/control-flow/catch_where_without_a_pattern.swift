enum FetchFailure: Error {
    case busy(Int)
    case refused
}

func withRetries(limit: Int, _ attemptOnce: (Int) throws -> String) -> String {
    var attempt = 1
    while true {
        do {
            return try attemptOnce(attempt)
        } catch where attempt < limit {
            print("attempt \(attempt) failed: \(error)")
            attempt += 1
        } catch {
            return "gave up after \(attempt): \(error)"
        }
    }
}

func run() {
    print(withRetries(limit: 3) { attempt in
        if attempt < 3 { throw FetchFailure.busy(503) }
        return "ok on \(attempt)"
    })
    print(withRetries(limit: 2) { _ in throw FetchFailure.refused })
}
