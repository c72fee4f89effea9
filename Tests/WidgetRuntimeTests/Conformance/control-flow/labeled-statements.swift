func run() {
    outer: for i in 1...3 {
        for j in 1...3 {
            if j == 2 { continue outer }
            if i == 3 { break outer }
            print(i, j)
        }
    }
    var found: (Int, Int)? = nil
    search: for a in 1...9 {
        for b in a...9 where a * b == 24 {
            found = (a, b)
            break search
        }
    }
    print(found.map { "\($0.0)x\($0.1)" } ?? "none")
    var n = 0
    loop: while true {
        n += 1
        switch n {
        case 5: break loop
        default: continue loop
        }
    }
    print(n)
}
