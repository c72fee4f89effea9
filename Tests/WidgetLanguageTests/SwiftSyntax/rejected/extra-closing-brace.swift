// One closing brace too many.
struct Counter {
    var value = 0
}
}
