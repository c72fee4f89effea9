func split(_ flag: Bool) -> String {
    let (name, count): (String, Int)
    if flag {
        (name, count) = ("on", 1)
    } else {
        name = "off"
        count = 0
    }
    var (low, high): (Double, Double)
    (low, high) = (0, 1)
    high += 1
    return "\(name) \(count) \(low) \(high)"
}
