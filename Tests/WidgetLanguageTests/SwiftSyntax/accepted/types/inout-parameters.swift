func swapValues<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
func bump(_ counts: inout [String: Int], key: String) { counts[key, default: 0] += 1 }
func callIt() {
    var x = 1, y = 2
    swapValues(&x, &y)
}
