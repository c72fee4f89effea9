func label(_ count: Int, _ urgent: Bool) -> String {
    let base = count == 0 ? "none" : count == 1 ? "one" : "many"
    let color = urgent ? (count > 5 ? "red" : "orange") : "gray"
    return base + color
}
