func retried(limit: Int, _ operation: () throws -> Int) rethrows -> Int {
    var attempt = 1
    while true {
        do {
            return try operation()
        } catch where attempt < limit {
            attempt += 1
        }
    }
}
