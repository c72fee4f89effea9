func search(_ grid: [[Int]], target: Int) -> (Int, Int)? {
    var found: (Int, Int)?
    outer: for (r, row) in grid.enumerated() {
        inner: for (c, value) in row.enumerated() {
            if value < 0 { continue outer }
            if value == 0 { continue inner }
            if value == target { found = (r, c); break outer }
        }
    }
    loop: while true { break loop }
    check: if found != nil { break check }
    choose: switch target { case 0: break choose; default: break }
    block: do { break block }
    return found
}
