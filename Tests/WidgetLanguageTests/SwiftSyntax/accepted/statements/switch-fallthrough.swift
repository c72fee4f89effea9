func levels(_ n: Int) -> [String] {
    var out: [String] = []
    switch n {
    case 3:
        out.append("three")
        fallthrough
    case 2:
        out.append("two")
        fallthrough
    case 1:
        out.append("one")
    default:
        break
    }
    return out
}
