func run() {
    var n = 10
    n += 5; print(n)
    n -= 3; print(n)
    n *= 4; print(n)
    n /= 5; print(n)
    n %= 4; print(n)
    n <<= 3; print(n)
    n >>= 1; print(n)
    n |= 3; print(n)
    n &= 6; print(n)
    n ^= 5; print(n)
    var d = 1.5
    d *= 3
    d -= 0.5
    print(d)
    var s = "ab"
    s += "cd"
    print(s)
    var list = [1]
    list += [2, 3]
    print(list)
}
