func move(in direction: Int, for duration: Double, as kind: String, default value: Int = 0) {}
func call() {
    move(in: 1, for: 0.5, as: "slide", default: 2)
    let s = "abc".replacingOccurrences(of: "a", with: "b")
    _ = s
}
