// A struct whose closing brace is missing.
struct Counter {
    var value = 0
    mutating func increment() {
        value += 1
    }
