func ranges(_ x: Int, _ lo: Int, _ hi: Int) -> Bool {
    lo < x && x < hi || (x > hi) == (lo > hi) || x < lo != (hi < lo)
}
