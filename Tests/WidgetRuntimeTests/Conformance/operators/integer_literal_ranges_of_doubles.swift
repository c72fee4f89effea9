func run() {
    let charge = 42.5
    print((0...100).contains(charge), (0..<10).contains(9.5), (0...100).contains(100.5), (1...3).contains(2))
    let level: Double = 7
    switch level {
    case 0...5: print("low")
    case 6...15: print("mid")
    default: print("high")
    }
}
