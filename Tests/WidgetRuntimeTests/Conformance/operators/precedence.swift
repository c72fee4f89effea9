func run() {
    print(2 + 3 * 4, (2 + 3) * 4)
    print(-2 * -3, 10 - 2 - 3, 100 / 10 / 5)
    print(1 << 2 + 1, 1 << (2 + 1))
    print(7 & 3 + 1, 6 | 1 * 2)
    print(true || false && false, (true || false) && false)
    print(!true == false)
    let x = 5
    print(x > 3 ? "big" : "small", x > 3 && x < 10 ? 1 : 0)
    print(2.0 * 3 + 1, 2 - 8 / 3)
}
