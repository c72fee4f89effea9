func run() {
    print(7 / 2, -7 / 2, 7 / -2)
    print(7 % 3, -7 % 3, 7 % -3)
    print(7.0 / 2, -7.5 / 2)
    print(7.5.truncatingRemainder(dividingBy: 2), (-7.5).truncatingRemainder(dividingBy: 2))
    print(7.5.remainder(dividingBy: 2))
    print(1.0 / 0, -1.0 / 0)
    print(Double(7) / Double(2), Int(7.0 / 2.0))
}
