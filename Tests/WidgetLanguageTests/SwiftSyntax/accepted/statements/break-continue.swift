func skipping(_ xs: [Int]) -> Int {
    var s = 0
    for x in xs {
        if x == 0 { continue }
        if x < 0 { break }
        s += x
    }
    switch s { case 0: break; default: s += 1 }
    return s
}
