import Foundation

struct MiscPrice {
    let amount: NSNumber
    let flag: NSNumber
}

func run() {
    let price = MiscPrice(amount: 3.7, flag: true)
    print(Bool(truncating: price.flag), Int(truncating: price.amount), Double(truncating: price.amount))
    let zero: NSNumber = 0
    let optional: NSNumber? = nil
    print(Bool(truncating: zero), Bool(truncating: optional ?? true), price.amount.doubleValue)
}
