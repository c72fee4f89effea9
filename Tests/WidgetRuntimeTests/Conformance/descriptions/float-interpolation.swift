func run() {
    let price = 4.0
    let ratio = 2.0 / 7
    print("price \(price), ratio \(ratio)")
    print("\(1e21) \(0.000001) \(1234567.0)")
    let f: Float = 2.75
    print("float \(f) \(Float(1e10))")
    print("\(Double(Int.max)) \(Double(2) * 1e15)")
}
