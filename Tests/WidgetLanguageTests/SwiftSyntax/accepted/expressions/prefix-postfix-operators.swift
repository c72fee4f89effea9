func signs(_ x: Int, _ opt: Int?, _ flag: Bool) -> Int {
    let negated = -x
    let plus = +x
    let not = !flag
    let inverted = ~x
    let unwrapped = opt!
    return negated + plus + (not ? 1 : 0) + inverted + unwrapped
}
