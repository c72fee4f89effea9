func compare(_ a: Int, _ b: Int, _ o: AnyObject, _ p: AnyObject) -> [Bool] {
    [a == b, a != b, a < b, a > b, a <= b, a >= b, o === p, o !== p]
}
