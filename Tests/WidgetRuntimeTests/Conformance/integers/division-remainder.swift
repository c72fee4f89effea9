func run() {
    for (a, b) in [(17, 5), (-17, 5), (17, -5), (-17, -5)] {
        let qr = a.quotientAndRemainder(dividingBy: b)
        print(a / b, a % b, qr.quotient, qr.remainder)
    }
    print(0 / 3, 3 / 4, -3 / 4)
    print((-7).signum(), 0.signum(), 9.signum())
}
