func describeAll<each T>(_ value: repeat each T) -> [String] {
    var out: [String] = []
    repeat out.append(String(describing: each value))
    return out
}
func pairUp<each A, each B>(_ a: repeat each A, _ b: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each a, each b))
}
